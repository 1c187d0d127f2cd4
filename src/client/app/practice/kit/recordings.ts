/**
 * The recordings of the item on screen, kept in memory (practice answers stay in the browser, the server keeps
 * only their durations) so "Get AI feedback" can send the audio with the saved attempt. Cleared per item.
 */
let taken: Blob[] = [];

export function keepRecording(blob: Blob): void {
  taken.push(blob);
}

export function takenRecordings(): readonly Blob[] {
  return taken;
}

export function clearRecordings(): void {
  taken = [];
}
