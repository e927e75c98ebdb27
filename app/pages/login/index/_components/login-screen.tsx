'use client';

import { isApiError } from '@/lib/api/errors';
import Link from 'next/link';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { knownLogoutNotice, logoutNoticeAtom } from '@/lib/state/logout-notice';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { loginMutationOptions } from '@/lib/api/endpoints/member-login';
import type { WalletProof } from '@/lib/auth/login-request';
import { useCompleteSignIn, useSession } from '@/lib/auth/use-session';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { deviceTokensPart } from '@/lib/state/device-tokens-part';
import { validateLoginPassword, type FieldError } from '@/lib/validation/auth-forms';
import { WalletCard } from '@/components/wallet/wallet-card';
import { PasswordField } from '@/components/form/password-field';
import { useRefusal } from '@/components/form/use-refusal';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import type { WalletErrorKind } from '@/lib/wallet/wallet-errors';
import { useWalletConnection } from '@/lib/wallet/wallet-state';
import type { WalletLoginStep } from './wallet-login-option';

// The challenge and the signing load when "Confirm with your wallet" is tapped, never with the page;
// the option itself once the platform has paused the ordinary login (few members ever see it).
const walletProofPart = lazyPart(() => import('./wallet-login-proof'));
const walletLoginOptionPart = lazyPart(() => import('./wallet-login-option'));
// Why the app logged out, when it did so on its own (a wallet account switch): rare, so loaded then.
const logoutNoticePart = lazyPart(() => import('./logout-notice'));

/** Server refusals shown at their field; the rest (a locked account, too many tries) in the banner. */
const REFUSAL_FIELDS = {
  loginFailed: 'password',
  passwordRequired: 'password',
  passwordBlank: 'password',
  passwordTooLong: 'password',
} as const;

/** The body code of a login refused while the address's failed logins are being waited out. */
const LOGIN_PAUSED_CODE = 423;

export function LoginScreen() {
  const t = useTranslations('login');
  const message = useValidationMessage();
  const { address } = useWalletConnection();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ wallet: FieldError | null; password: FieldError | null }>({
    wallet: null,
    password: null,
  });
  const refusal = useRefusal<'password'>(REFUSAL_FIELDS);
  const { clear } = refusal;
  // Set when the platform was busy and the transport sends the login again by itself: the form says
  // it is still trying (Log in stays busy meanwhile), until the next submit.
  const [stillTrying, setStillTrying] = useState(false);
  const login = useMutation(loginMutationOptions({ onBusyRetry: () => setStillTrying(true) }));
  // This device's token for the account goes with the login: its store comes once the browser is idle.
  useLazyPart(deviceTokensPart, false);
  const completeSignIn = useCompleteSignIn();
  // Set once the platform has paused the ordinary login for this address (body code 423): the
  // moment the way a stranger cannot block is wanted, offered right under the refusal.
  const [paused, setPaused] = useState(false);
  // When the platform says how long the pause lasts, the form counts it down with Log in disabled,
  // and lets the member try again the moment it ends.
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const pauseLeft = useCountdown(pausedUntil);
  if (pausedUntil !== null && pauseLeft === null) {
    setPausedUntil(null);
    clear();
  }
  const { busy, onSubmit, act, isInFlight } = useGuardedSubmit({
    onError: (error) => {
      const pause = isApiError(error) && error.kind === 'body' && error.code === LOGIN_PAUSED_CODE;
      if (pause) setPaused(true);
      // The banner says the newest refusal: the countdown only while that is the pause.
      setPausedUntil(pause && error.retryAfter !== undefined ? Date.now() + error.retryAfter * 1000 : null);
      return refusal.capture(error);
    },
  });
  const { loggedIn } = useSession();
  const hydrated = useHydrated();
  const storedLogoutNotice = useAtomValue(logoutNoticeAtom);
  // Set once this screen sends a login: the session it creates must not hide the form.
  const [signingIn, setSigningIn] = useState(false);

  // Offered only by a platform that says so (home/parameters `walletLogin`), and only once the
  // ordinary login was paused: the member who is not attacked never sees it, and it never moves the
  // screen as it loads. Otherwise the screen is the ordinary login and nothing else.
  const walletLogin = useQuery(parametersQueryOptions()).data?.walletLogin === true;
  const [walletStep, setWalletStep] = useState<WalletLoginStep>('idle');
  const [walletError, setWalletError] = useState<WalletErrorKind | null>(null);
  const walletOption = useLazyPart(walletLoginOptionPart, walletLogin && paused, { preload: false });
  const logoutNotice = useLazyPart(
    logoutNoticePart,
    hydrated && knownLogoutNotice(storedLogoutNotice) !== null,
    {
      preload: false,
    },
  );

  /** The form's own checks; the account to log in when they pass. */
  const checked = (): `0x${string}` | null => {
    const next = {
      wallet: address ? null : ({ key: 'connectWallet' } as const),
      password: validateLoginPassword(password),
    };
    setErrors(next);
    return address && !next.password ? address : null;
  };

  const signIn = async (account: `0x${string}`, proof?: WalletProof) => {
    setSigningIn(true);
    setStillTrying(false);
    const { token } = await login.mutateAsync({ account, password, proof });
    await completeSignIn(token, account, 'login.success');
  };

  const submit = onSubmit(() => {
    const account = checked();
    if (!account) return null;
    setWalletError(null);
    return () => signIn(account);
  });

  // The same login, with the wallet's signature of a fresh challenge: the platform counts it apart
  // from the failed logins anyone can send for this address. Every tap asks for a new challenge, so
  // an expired one is replaced by tapping again.
  const confirmWithWallet = () => {
    if (isInFlight()) return;
    const account = checked();
    if (!account) return;
    clear();
    setWalletError(null);
    act(async () => {
      setWalletStep('signing');
      try {
        const outcome = await walletProofPart.load().then(
          ({ askWalletProof }) => askWalletProof(account),
          // The code could not come (offline, a new deployment): as a wallet that did not answer.
          () => ({ ok: false, wallet: 'other' }) as const,
        );
        if (!outcome.ok) {
          setWalletError(outcome.wallet);
          return;
        }
        setWalletStep('sending');
        await signIn(account, outcome.proof);
      } finally {
        setWalletStep('idle');
      }
    });
  };

  const pauseMessage = (seconds: number) =>
    seconds < 60 ? t('pausedSeconds', { seconds }) : t('pausedMinutes', { minutes: Math.ceil(seconds / 60) });

  // Reached with a session (Back, an in-app link): the session manager goes on to Home; never flash
  // the form meanwhile. A page load never gets here (lib/boot/head/navigation.ts).
  if (hydrated && loggedIn && !signingIn) return null;

  return (
    <div className={styles.screen}>
      <LanguageSwitch />
      {logoutNotice && <logoutNotice.LogoutNotice />}
      <div className={styles.hero}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <p className={styles.subheading}>{t('subheading')}</p>
      </div>
      <form className={formStyles.card} onSubmit={submit} noValidate>
        <WalletCard error={message(errors.wallet)} />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            // Its message (the form's or the platform's) is about what the field held: it goes.
            setErrors((current) => ({ ...current, password: null }));
            clear('password');
            setWalletError(null);
          }}
          error={refusal.at('password') ?? message(errors.password)}
          testId="login-password"
        />
        {refusal.banner && (
          <FormBanner
            message={pauseLeft === null ? refusal.banner : pauseMessage(pauseLeft)}
            onDismiss={() => clear()}
            // A wallet without an account: the way to create one, right where it is said.
            action={
              refusal.reason === 'accountNotRegistered'
                ? { label: t('toRegister'), href: '/pages/login/register' }
                : undefined
            }
          />
        )}
        <Button type="submit" needsNetwork disabled={busy || pauseLeft !== null}>
          {busy && walletStep === 'idle' ? t('submitting') : t('submit')}
        </Button>
        {busy && stillTrying && (
          <p className={formStyles.note} role="status" data-testid="login-still-trying">
            {t('stillTrying')}
          </p>
        )}
        {walletLogin && paused && walletOption && (
          <walletOption.WalletLoginOption
            step={walletStep}
            walletError={walletError}
            disabled={busy}
            onConfirm={confirmWithWallet}
          />
        )}
      </form>
      <div className={styles.switch}>
        <p className={formStyles.note}>{t('noAccount')}</p>
        <Link href="/pages/login/register" prefetch={false} className={formStyles.secondary}>
          {t('toRegister')}
        </Link>
      </div>
    </div>
  );
}
