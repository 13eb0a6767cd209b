import { msg } from '@lingui/core/macro';
import { BarChart3, Bell, FileText, LayoutDashboard, Repeat, Settings, Users } from 'lucide-react';

/** The sidebar's links; each label is a message, said in the interface's language where it is drawn. */
export const navItems = [
  { to: '/', label: msg({ message: 'Dashboard', context: 'navigation' }), icon: LayoutDashboard },
  { to: '/invoices', label: msg({ message: 'Invoices', context: 'navigation' }), icon: FileText },
  { to: '/recurring', label: msg({ message: 'Recurring', context: 'navigation' }), icon: Repeat },
  { to: '/clients', label: msg({ message: 'Clients', context: 'navigation' }), icon: Users },
  { to: '/reminders', label: msg({ message: 'Reminders', context: 'navigation' }), icon: Bell },
  { to: '/reports', label: msg({ message: 'Reports', context: 'navigation' }), icon: BarChart3 },
  { to: '/settings', label: msg({ message: 'Settings', context: 'navigation' }), icon: Settings },
] as const;
