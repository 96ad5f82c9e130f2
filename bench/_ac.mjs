import autocannon from 'autocannon';
const [,, path, fresh, secs='5'] = process.argv;
let i=0;
const requests = fresh ? [{ setupRequest: (r) => ({ ...r, path: path.replace('{i}', String(i++)) }) }] : undefined;
const r = await autocannon({ url: 'http://127.0.0.1:3300' + path.replace('{i}','0'), connections: 20, duration: Number(secs), headers: { host: 'localhost:3300', 'accept-encoding': 'gzip, deflate, br' }, requests });
console.log(path, Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'non2xx', r.non2xx);
