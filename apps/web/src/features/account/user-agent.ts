/** A device as a person would name it: the browser and the system it runs on, when they can be told. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari",
// Android also says "Linux", and iPhones say "like Mac OS X".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * Reads the browser and system from a `User-Agent` header: enough to tell one's phone from one's
 * laptop, not a full parser (a device it cannot read is shown as an unknown one).
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
