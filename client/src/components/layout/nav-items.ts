import { BarChart3, Bell, FileText, LayoutDashboard, Repeat, Settings, Users } from 'lucide-react';

export const navItems = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/invoices', label: 'Invoices', icon: FileText },
  { to: '/recurring', label: 'Recurring', icon: Repeat },
  { to: '/clients', label: 'Clients', icon: Users },
  { to: '/reminders', label: 'Reminders', icon: Bell },
  { to: '/reports', label: 'Reports', icon: BarChart3 },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;
