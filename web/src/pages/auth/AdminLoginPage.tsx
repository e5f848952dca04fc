import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Page } from '../../components/Page';
import { AdminLoginForm } from './AdminLoginForm';
import { AdminRegisterForm } from './AdminRegisterForm';
import { SignedOutOnly } from './SignedOutOnly';
import './auth.css';

const AdminLoginPageQuery = graphql(`
  query AdminLoginPageQuery {
    adminSeats {
      used
      max
    }
  }
`);

type Mode = 'login' | 'register';

const SCREENS: Record<Mode, { title: string; lead: string }> = {
  login: { title: 'Admin Login', lead: 'Sign in to manage topics, beats, reviews and payouts.' },
  register: { title: 'Admin Registration', lead: 'Create an admin account with the admin passcode.' },
};

interface Seats {
  used: number;
  max: number;
}

/** 'Register new admin (n/5)', n being the seats already taken; shown only while one is free. */
function RegisterToggle({ seats, onClick }: { seats: Seats | undefined; onClick: () => void }) {
  if (!seats || seats.used >= seats.max) return null;
  const { used, max } = seats;
  return (
    <button type="button" className="button button--secondary button--block" onClick={onClick}>
      Register new admin ({used}/{max})
    </button>
  );
}

function AdminAccess() {
  const [mode, setMode] = useState<Mode>('login');
  // After a switch the first field takes focus, as the button that was pressed is gone.
  const [switched, setSwitched] = useState(false);
  const { data, refetch } = useQuery(AdminLoginPageQuery);
  const screen = SCREENS[mode];
  const switchTo = (next: Mode) => {
    setMode(next);
    setSwitched(true);
  };
  return (
    <Page title={screen.title} lead={screen.lead}>
      <div className="auth-card">
        {mode === 'login' ? (
          <>
            <AdminLoginForm autoFocus={switched} />
            <div className="auth-footer">
              <RegisterToggle seats={data?.adminSeats} onClick={() => switchTo('register')} />
            </div>
          </>
        ) : (
          <>
            <AdminRegisterForm autoFocus={switched} onRegistered={() => void refetch()} />
            <div className="auth-footer">
              <button type="button" className="button button--secondary button--block" onClick={() => switchTo('login')}>
                Back to Admin Login
              </button>
            </div>
          </>
        )}
        <p className="auth-switch">
          <Link to="/">Return to Home</Link>
        </p>
      </div>
    </Page>
  );
}

export default function AdminLoginPage() {
  return (
    <SignedOutOnly adminsOnly>
      <AdminAccess />
    </SignedOutOnly>
  );
}
