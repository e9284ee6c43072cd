import { deviceId as keptDeviceId, randomId } from '../../lib/device-id';

// The ids a scan carries (contract ScanRequest): a scanId per scan, made on the device so that a
// scan sent again after a lost answer counts once, and the scanner's device id.

export const DEVICE_KEY = 'expo_scan_device';

export const newScanId = randomId;

/** This scanner's id, made on first use and kept in `storage`. */
export const deviceId = (storage: Pick<Storage, 'getItem' | 'setItem'>): string => keptDeviceId(storage, DEVICE_KEY);
