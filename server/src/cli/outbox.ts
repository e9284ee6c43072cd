import { latestOutbox, type OutboxMessage } from '../modules/admin/outbox';
import { runCli, withTarget } from './admin-client';

/** `npm run outbox [-- --limit N]`: the latest messages that went to the outbox, newest first. */
runCli(async () => {
  const limitArg = process.argv.indexOf('--limit');
  const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error('--limit must be a whole number from 1 to 100');
  const messages = await withTarget((target) =>
    target.kind === 'server' ? target.call<OutboxMessage[]>('GET', `/outbox?limit=${limit}`) : latestOutbox(target.db, limit),
  );
  if (!messages.length) console.log('The outbox is empty.');
  for (const m of messages) {
    console.log(`#${m.id}  ${m.createdAt}  ${m.channel.toUpperCase()} to ${m.recipient}${m.subject ? `  "${m.subject}"` : ''}`);
    console.log(`    ${m.body}\n`);
  }
});
