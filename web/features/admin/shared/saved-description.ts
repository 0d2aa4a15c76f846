// The description of a "saved" toast: offline, the admin learns the change waits on this device.
export function savedDescription(name: string): string {
  return typeof navigator !== 'undefined' && !navigator.onLine ? `${name} is saved on this device and will sync when you are back online.` : name
}
