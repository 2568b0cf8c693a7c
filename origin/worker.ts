export default { async fetch(req: Request, env: any) { const r = await env.DB.prepare('select 41+1 as n').first(); return new Response('origin:' + JSON.stringify(r)); } };
