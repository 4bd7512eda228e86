import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'maeum.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The wide/narrow sidebar choice, remembered in this browser. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, next ? '1' : '0');
      } catch {
        // Not remembered; the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
