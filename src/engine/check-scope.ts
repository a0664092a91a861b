/**
 * Memos that hold one check's objects (the last context and its reading) register how to forget them here;
 * findThreats calls every one when a check returns. A memo left holding a megabyte text's context kept about 10 MB
 * of young objects reachable until the next check replaced it, and that check's first scavenge copied them all:
 * agent_comm's 100 KB unicode mix took 21 ms after a 1 MB check instead of 8.
 */
const forgetters: Array<() => void> = [];

/** Registers a function that drops what a module kept of the check just ended. */
export function forgetAfterCheck(forget: () => void): void {
  forgetters.push(forget);
}

/** Runs every registered forgetter (findThreats, as a check returns). */
export function checkEnded(): void {
  for (let i = 0; i < forgetters.length; i++) forgetters[i]!();
}
