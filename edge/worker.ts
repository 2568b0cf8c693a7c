export default { async fetch(req: Request, env: any) { const r = await env.ORIGIN.fetch('http://origin/x'); return new Response('edge:' + await r.text()); } };
