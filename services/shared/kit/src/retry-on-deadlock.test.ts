import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './db.ts';

/** A transaction that loses its race `losses` times with `code`, then commits. */
function losing(losses: number, code: string) {
  let runs = 0;
  const work = async () => {
    runs++;
    if (runs <= losses) throw Object.assign(new Error(`lost (${code})`), { code });
    return 'committed';
  };
  return { work, runs: () => runs };
}

describe('retryOnDeadlock', () => {
  it("runs a deadlock's victim and a serialization failure again, up to three runs in all", async () => {
    const deadlock = losing(2, '40P01');
    await expect(retryOnDeadlock(deadlock.work)).resolves.toBe('committed');
    expect(deadlock.runs()).toBe(3);
    const serialization = losing(1, '40001');
    await expect(retryOnDeadlock(serialization.work)).resolves.toBe('committed');
    expect(serialization.runs()).toBe(2);
  });

  it('gives up after the last run with its error', async () => {
    const always = losing(5, '40P01');
    await expect(retryOnDeadlock(always.work)).rejects.toMatchObject({ code: '40P01' });
    expect(always.runs()).toBe(3);
    const twice = losing(5, '40P01');
    await expect(retryOnDeadlock(twice.work, 2)).rejects.toMatchObject({ code: '40P01' });
    expect(twice.runs()).toBe(2);
  });

  it('never runs again on any other error (an overlap is an answer, not a race)', async () => {
    const overlap = losing(1, '23P01');
    await expect(retryOnDeadlock(overlap.work)).rejects.toMatchObject({ code: '23P01' });
    expect(overlap.runs()).toBe(1);
  });
});
