/** SPEC §9: device type from the user agent. Tablets count as mobile for opening a checkout in the same window. */
export type DeviceType = 'mobile' | 'tablet' | 'pc';

export function deviceType(userAgent: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'pc';
}

export function opensInSameWindow(userAgent: string): boolean {
  return deviceType(userAgent) !== 'pc';
}
