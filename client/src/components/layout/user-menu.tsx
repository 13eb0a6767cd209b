import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, initials } from '@shared/names';
import { ChevronsUpDown, LogOut, UserCog } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useUser } from '@/api/get-user';
import { useLogout } from '@/api/logout';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';

export function UserMenu() {
  const { t } = useLingui();
  const { user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = displayName(user);

  const signOut = (event: Event) => {
    event.preventDefault(); // keep the menu open so "Signing Out..." is seen
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: (error) =>
        toast({
          title: t`Logout Error`,
          description: error.message || t`Failed to logout`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring outline-none">
        {/* The button is named by what it shows (WCAG 2.5.3): the name and email, not the initials. */}
        <Avatar aria-hidden="true">
          {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
          <AvatarFallback>{initials(user)}</AvatarFallback>
        </Avatar>
        <span className="grid min-w-0 flex-1 text-sm leading-tight">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
        </span>
        <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-64">
        <DropdownMenuLabel>
          <Trans>My Account</Trans>
        </DropdownMenuLabel>
        <div className="px-2 pb-2 text-sm">
          <p className="font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserCog /> <Trans>Account Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut} disabled={logout.isPending}>
          <LogOut /> {logout.isPending ? <Trans>Signing Out...</Trans> : <Trans>Sign Out</Trans>}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
