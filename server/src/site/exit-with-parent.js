// Loaded into every process of a site build (`node --require`, inherited by the build's own
// workers): the process ends as soon as the process that started it is gone. A rebuild worker
// killed with SIGKILL cannot stop its build, and a build left running would write public/ while
// the worker that takes over builds into it too (server/src/site/build-lease.ts).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 500).unref();
