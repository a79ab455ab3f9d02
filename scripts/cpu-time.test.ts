import { describe, expect, it } from 'vitest';
import { runMeasured } from './cpu-time';

describe('runMeasured', () => {
  it("counts the CPU of the command's children, and passes its exit code on", async () => {
    // A child that burns 0.3 s of CPU in a grandchild, then fails.
    const burn = 'while (process.cpuUsage().user < 300_000);';
    const script = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(burn)}]); process.exit(3);`;
    const output: Buffer[] = [];
    const spent = await runMeasured(process.execPath, ['-e', script], {
      cwd: process.cwd(),
      onOutput: (c) => output.push(c),
    });
    expect(spent.code).toBe(3);
    expect(spent.seconds).toBeGreaterThanOrEqual(0.3);
    if (process.platform === 'linux') expect(spent.cpuSeconds).toBeGreaterThanOrEqual(0.3);
    else expect(spent.cpuSeconds).toBeNull();
  }, 30_000);
});
