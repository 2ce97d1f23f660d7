/**
 * The probe of the long-input mode: a visitor reading a content page and another
 * placing an order, each asking again as soon as answered, for as long as the
 * hostile requests run. Each answer is timed twice: by the server, from the
 * request's arrival to its answer (`reply.elapsedTime`, which a stall of the
 * event loop by any other request lengthens while this one is under way), and
 * by the client, which shares this process and so also waits on the loop.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header naming a probe's request, so the server's timing can be told apart. */
export const PROBE_HEADER = 'x-probe';

export interface ProbeTarget {
  name: string;
  /** One normal request carrying `headers`, and the status its answer must have. */
  send(headers: Record<string, string>): Promise<Response>;
  status: number;
}

export interface ProbeResult {
  name: string;
  /** The server's answer times in milliseconds. */
  serverTimes: number[];
  /** The client's round trips in milliseconds. */
  roundTrips: number[];
  /** Answers with another status than the target's (their statuses; 0 for none at all). */
  wrong: number[];
}

/** The value under which `share` (0..1) of `values` lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

/** The server's side of the probe: give `observe` to startApiServer's `onAnswer`. */
export function probeTimes(): {
  observe(request: FastifyRequest, reply: FastifyReply): void;
  times: Map<string, number[]>;
} {
  const times = new Map<string, number[]>();
  return {
    times,
    observe(request, reply) {
      const name = request.headers[PROBE_HEADER];
      if (typeof name !== 'string') return;
      times.set(name, [...(times.get(name) ?? []), reply.elapsedTime]);
    },
  };
}

/** Starts one loop per target; `stop()` ends them and gives their samples. */
export function startProbe(
  targets: readonly ProbeTarget[],
  server: ReturnType<typeof probeTimes>,
): { stop(): Promise<ProbeResult[]> } {
  let running = true;
  const loops = targets.map(async (target) => {
    const roundTrips: number[] = [];
    const wrong: number[] = [];
    while (running) {
      const started = performance.now();
      try {
        const response = await target.send({ [PROBE_HEADER]: target.name });
        await response.arrayBuffer();
        roundTrips.push(performance.now() - started);
        if (response.status !== target.status) wrong.push(response.status);
      } catch {
        wrong.push(0); // no answer at all
      }
    }
    return { roundTrips, wrong };
  });
  return {
    async stop() {
      running = false;
      const done = await Promise.all(loops);
      return targets.map((target, index) => ({
        name: target.name,
        serverTimes: server.times.get(target.name) ?? [],
        ...done[index]!,
      }));
    },
  };
}
