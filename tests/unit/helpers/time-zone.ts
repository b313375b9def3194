import { afterAll, beforeAll } from "vitest";

/**
 * Runs a test file's tests in another time zone: the zone is read when a date is first formatted,
 * and each test file runs in a process of its own. Called at the top of the file.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
