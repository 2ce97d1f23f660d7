/**
 * The probe of the long-input mode: a visitor reading a content page and another
 * placing an order, each asking again as soon as answered, for as long as the
 * hostile requests run. Each answer is timed from the request's start to its
 * last byte; the server runs in this process, so a stall of its event loop by
 * any request shows in the probe's times, wherever the probe's request waited.
 */
export interface ProbeTarget {
  name: string;
  /** One normal request, and the status its answer must have. */
  send(): Promise<Response>;
  status: number;
}

export interface ProbeResult {
  name: string;
  /** Answer times in milliseconds. */
  times: number[];
  /** Answers with another status than the target's (with the status). */
  wrong: number[];
}

/** The value under which `share` (0..1) of `values` lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

/** Starts one loop per target; `stop()` ends them and gives their samples. */
export function startProbe(targets: readonly ProbeTarget[]): {
  stop(): Promise<ProbeResult[]>;
} {
  let running = true;
  const loops = targets.map(async (target): Promise<ProbeResult> => {
    const result: ProbeResult = { name: target.name, times: [], wrong: [] };
    while (running) {
      const started = performance.now();
      const response = await target.send();
      await response.arrayBuffer();
      result.times.push(performance.now() - started);
      if (response.status !== target.status) result.wrong.push(response.status);
    }
    return result;
  });
  return {
    async stop() {
      running = false;
      return Promise.all(loops);
    },
  };
}
