// placeholder until the origin app lands
export default { fetch: () => new Response('origin placeholder', { status: 503 }) };
