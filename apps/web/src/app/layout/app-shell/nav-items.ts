import {
  ChartLine,
  CreditCard,
  History,
  ListChecks,
  NotebookPen,
  House,
  MessageCircleHeart,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type ShellItemKey =
  | 'home'
  | 'talk'
  | 'moodBoosters'
  | 'journal'
  | 'habits'
  | 'insights'
  | 'sessions'
  | 'plansAndBilling'
  | 'profile'
  | 'settings'
  | 'admin';

export interface ShellNavItem {
  key: ShellItemKey;
  to: string;
  icon: LucideIcon;
}

// Spec doc 1 §2. The /therapy routes are labelled "Talk" (never "therapy" in user text).
export const MAIN_ITEMS: readonly ShellNavItem[] = [
  { key: 'home', to: '/dashboard', icon: House },
  { key: 'talk', to: '/therapy', icon: MessageCircleHeart },
  { key: 'moodBoosters', to: '/mood-boosters', icon: Sparkles },
  { key: 'journal', to: '/journal', icon: NotebookPen },
  { key: 'habits', to: '/habits', icon: ListChecks },
  { key: 'insights', to: '/insights', icon: ChartLine },
  { key: 'sessions', to: '/sessions', icon: History },
];

/** The lower group; Logout follows them. */
export const ACCOUNT_ITEMS: readonly ShellNavItem[] = [
  { key: 'plansAndBilling', to: '/plans-and-billing', icon: CreditCard },
  { key: 'profile', to: '/profile', icon: UserRound },
  { key: 'settings', to: '/settings', icon: Settings },
];

/** Shown in the account group to admins only (the isAdmin flag of /api/me; the server checks every call). */
export const ADMIN_ITEM: ShellNavItem = { key: 'admin', to: '/admin', icon: ShieldCheck };
