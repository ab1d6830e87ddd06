/**
 * One process's look for a review digest, as a server makes at start and every five minutes:
 * `tsx digest-look.ts CHECKOUT OUTBOX GO_AT` loads that checkout's own digest code, waits until
 * GO_AT (epoch ms) so that two of these look at the same moment, as two servers sharing an
 * outbox can, and prints how many held leads its digest listed (0: it wrote none).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, outbox, goAt] = process.argv.slice(2);
if (!checkout || !outbox || !goAt) throw new Error('usage: digest-look.ts CHECKOUT OUTBOX GO_AT');
const load = (file: string) => import(pathToFileURL(path.join(checkout, 'server/contact', file)).href);
const { Maildir } = await load('maildir.ts');
const { HeldLeads, ReviewDigest } = await load('review-digest.ts');
const maildir = await new Maildir(outbox).open();
const held = await new HeldLeads(outbox).open();
const digest = new ReviewDigest({
  maildir,
  held,
  from: { name: 'TranslytiX Website', address: 'noreply@translytix.example' },
  to: ['sales@translytix.example'],
});
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(goAt) - Date.now())));
console.log(await digest.run());
