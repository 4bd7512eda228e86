import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthFooterProps {
  /** The question before the link ("Don't have an account?"), if any. */
  prompt?: ReactNode;
  to: string;
  /** The link's text. */
  children: ReactNode;
}

/** The line under an account form that leads to the neighbouring page ("Don't have an account? Sign up"). */
export function AuthFooter({ prompt, to, children }: AuthFooterProps) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt ? <>{prompt} </> : null}
      <Link to={to} className="rounded-sm font-medium text-primary hover:underline">
        {children}
      </Link>
    </p>
  );
}
