import autocannon from 'autocannon';

// The load the benchmarks put on a URL, measured the same way in each of them (autocannon).

export interface Load {
  rps: number;
  p99: number;
}

/** `connections` clients on `url` for `seconds`: average req/s and p99 latency; any error or non-2xx answer stops the bench. */
export async function measureLoad(label: string, url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Load> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  if (result.errors || result.non2xx) throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  const load = { rps: result.requests.average, p99: result.latency.p99 };
  console.log(`${label.padEnd(40)} ${load.rps.toFixed(0).padStart(7)} req/s   p99 ${load.p99} ms`);
  return load;
}

/** The median round by req/s, with the median of the rounds' p99. */
export function medianLoad(rounds: Load[]): Load {
  const middle = <T>(values: T[]) => values[Math.floor(values.length / 2)]!;
  return { rps: middle(rounds.map((r) => r.rps).sort((a, b) => a - b)), p99: middle(rounds.map((r) => r.p99).sort((a, b) => a - b)) };
}
