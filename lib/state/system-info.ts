import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Spec §3 `systemInfo`: device information, persisted; the device id is time + random. */
export interface SystemInfo {
  platform: string;
  model: string;
  system: string;
  language: string;
  theme: 'light';
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  pixelRatio: number;
  safeArea: { top: number; right: number; bottom: number; left: number };
  deviceId: string;
}

export const systemInfoAtom = atomWithStorage<SystemInfo | null>('systemInfo', null, createJSONStorage());

export function newDeviceId(now = Date.now(), random = Math.random()): string {
  return `${now}${Math.floor(random * 1e8)
    .toString()
    .padStart(8, '0')}`;
}

function readSafeArea(): SystemInfo['safeArea'] {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';
  document.body.appendChild(probe);
  const style = getComputedStyle(probe);
  const area = {
    top: Number.parseFloat(style.paddingTop) || 0,
    right: Number.parseFloat(style.paddingRight) || 0,
    bottom: Number.parseFloat(style.paddingBottom) || 0,
    left: Number.parseFloat(style.paddingLeft) || 0,
  };
  probe.remove();
  return area;
}

/** Reads the device now; keeps the stored device id so it survives reloads. */
export function readSystemInfo(previous: SystemInfo | null): SystemInfo {
  const agent = navigator.userAgent;
  const platform = /android/i.test(agent)
    ? 'android'
    : /iphone|ipad|ipod/i.test(agent)
      ? 'ios'
      : /windows/i.test(agent)
        ? 'windows'
        : /mac os/i.test(agent)
          ? 'mac'
          : 'other';
  const system =
    /(Android [\d.]+|iPhone OS [\d_]+|Windows NT [\d.]+|Mac OS X [\d_.]+)/.exec(agent)?.[1] ?? platform;
  const model = /\(([^;)]+)/.exec(agent)?.[1] ?? '';
  return {
    platform,
    model,
    system: system.replace(/_/g, '.'),
    language: navigator.language,
    theme: 'light',
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    pixelRatio: window.devicePixelRatio,
    safeArea: readSafeArea(),
    deviceId: previous?.deviceId ?? newDeviceId(),
  };
}
