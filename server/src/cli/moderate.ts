import { listDemands, reviewDemand } from '../modules/demand/moderation';
import { runCli, withTarget } from './admin-client';

const USAGE = 'Usage: npm run moderate -- list [pending|approved|rejected] | approve <id> | reject <id> --reason "<text>"';

/** `npm run moderate`: the demand review queue, on the database the server uses. */
runCli(async () => {
  const [command, arg] = process.argv.slice(2);
  if (command === 'list') {
    const status = (arg ?? 'pending') as 'pending' | 'approved' | 'rejected';
    if (!['pending', 'approved', 'rejected'].includes(status)) throw new Error(USAGE);
    const rows = await withTarget((t) => (t.kind === 'server' ? t.call<Awaited<ReturnType<typeof listDemands>>>('GET', `/demands?status=${status}`) : listDemands(t.db, status)));
    if (!rows.length) console.log(`No ${status} demands.`);
    for (const r of rows) console.log(`#${r.id}  type ${r.demandType}  ${r.status}  ${r.updateTime}  ${r.title}${r.rejectReason ? `  (reason: ${r.rejectReason})` : ''}`);
    return;
  }
  if (command === 'approve' || command === 'reject') {
    const id = Number(arg);
    if (!Number.isInteger(id) || id < 1) throw new Error(USAGE);
    const reasonAt = process.argv.indexOf('--reason');
    const reason = reasonAt > 0 ? process.argv[reasonAt + 1]?.trim() : undefined;
    if (command === 'reject' && !reason) throw new Error(`A rejection needs a reason. ${USAGE}`);
    const decision = command === 'approve' ? { approve: true as const } : { approve: false as const, reason: reason ?? '' };
    const outcome = await withTarget((t) =>
      t.kind === 'server' ? t.call<Awaited<ReturnType<typeof reviewDemand>>>('POST', `/demands/${id}/review`, decision) : reviewDemand(t.db, id, decision, 'cli'),
    );
    if (!outcome) throw new Error(`Demand ${id} not found.`);
    console.log(`Demand #${outcome.id} is now ${outcome.status}${outcome.rejectReason ? ` (reason: ${outcome.rejectReason})` : ''}.`);
    return;
  }
  throw new Error(USAGE);
});
