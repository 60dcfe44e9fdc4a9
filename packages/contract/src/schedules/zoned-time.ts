// Wall-clock times in any IANA time zone (a donor's "9 pm in London"), and the instants they name.
// Built on Intl, which carries the zone rules; daylight-saving gaps and overlaps are resolved the
// way calendars and Temporal's "compatible" choice do: a time skipped by the clocks moving forward
// happens as many minutes later, and a time that happens twice counts the first time.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Asia/Riyadh", "Europe/London"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, as milliseconds read as if it were UTC. */
function wallClockTime(instant: number, timeZone: string): number {
  const part = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((item) => [item.type, Number(item.value)] as const),
  ) as Record<string, number>;
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour, part.minute, part.second);
}

/** The calendar day and hour an instant shows on the zone's clocks. */
export function wallClockIn(instant: Date, timeZone: string): { day: string; hour: number } {
  const wall = new Date(wallClockTime(instant.getTime(), timeZone));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/** The instant the zone's clocks show `hour`:00 on `day`. */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The zone's offsets a day either side of the wanted time: they differ only across a change of
  // the clocks, and each gives one reading of the wall-clock time.
  const offsets = new Set(
    [-DAY_MS, 0, DAY_MS].map((shift) => wallClockTime(wanted + shift, timeZone) - (wanted + shift)),
  );
  const candidates = [...offsets].map((offset) => wanted - offset);
  const shown = candidates.filter((instant) => wallClockTime(instant, timeZone) === wanted);
  // Shown twice (clocks moved back): the first. Never shown (clocks moved forward): read with the
  // offset before the change, which lands as far past the gap as the time was into it.
  if (shown.length > 0) return new Date(Math.min(...shown));
  return new Date(Math.max(...candidates));
}
