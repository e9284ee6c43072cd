import { ContentVersionWatch } from './content-version-watch';

/** A database stand-in whose answers the test releases one by one. */
function fakeDatabase() {
  let version = 1;
  const waiting: (() => void)[] = [];
  return {
    reads: 0,
    save() { version += 1; },
    read() {
      this.reads += 1;
      const seen = version;
      return new Promise<{ epoch: string; version: number }>((resolve) => waiting.push(() => resolve({ epoch: 'e', version: seen })));
    },
    answer() { waiting.splice(0).forEach((release) => release()); },
  };
}

test('the database is asked at most once per interval, by one query for all callers', async () => {
  const db = fakeDatabase();
  let now = 0;
  const watch = new ContentVersionWatch(() => db.read(), 1000, () => now);
  const [a, b] = [watch.current(), watch.current()];
  db.answer();
  expect(await a).toBe('e:1');
  expect(await b).toBe('e:1');
  db.save();
  now = 999;
  expect(watch.current()).toBe('e:1');
  expect(db.reads).toBe(1);
  now = 1000;
  const fresh = watch.current();
  db.answer();
  expect(await fresh).toBe('e:2');
  expect(db.reads).toBe(2);
});

test('after expire() the next caller asks the database, and a check under way at that moment is not trusted', async () => {
  const db = fakeDatabase();
  const watch = new ContentVersionWatch(() => db.read(), 1000, () => 0);
  const early = watch.current(); // its query started before the save
  db.save();
  watch.expire();
  const next = watch.current();
  db.answer();
  expect(await early).toBe('e:1');
  expect(await next).toBe('e:2');
  expect(watch.current()).toBe('e:2');
});
