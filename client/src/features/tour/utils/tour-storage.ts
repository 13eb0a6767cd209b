/** SPEC §2: the tour is shown once per user; completing or skipping it is remembered in this browser. */
export const tourKey = (userId: string) => `duely.tour.completed.${userId}`;

export function isTourDone(userId: string): boolean {
  try {
    return localStorage.getItem(tourKey(userId)) !== null;
  } catch {
    return false; // storage blocked: show the tour rather than fail
  }
}

export function markTourDone(userId: string, how: 'completed' | 'skipped') {
  try {
    localStorage.setItem(tourKey(userId), JSON.stringify({ how, at: new Date().toISOString() }));
  } catch {
    // Nothing to remember it in; the tour will simply show again next time.
  }
}

export function resetTour(userId: string) {
  try {
    localStorage.removeItem(tourKey(userId));
  } catch {
    // Storage blocked: the tour is never remembered as done, so it shows anyway.
  }
}
