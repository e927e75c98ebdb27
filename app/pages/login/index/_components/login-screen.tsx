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
import { useWalletConnection, walletOnItsWay } from '@/lib/wallet/wallet-state';
import { appStore } from '@/lib/state/store';
import { loginPauseOf, rememberLoginPause } from '@/lib/auth/login-pause';
import { SlowCheckNote } from '@/components/form/slow-check-note';
import type { WalletLoginStep } from './wallet-login-option';
import buttonStyles from '@/components/ui/button.module.css';

// The wallet-confirmed login (the option, its challenge and signing) loads once the platform has
// paused the ordinary login, never with the page (few members ever see it).
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
  const connection = useWalletConnection();
  const { address } = connection;
  const hydrated = useHydrated();
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
  // When the platform says how long the pause lasts, the form counts it down with Log in disabled,
  // and lets the member try again the moment it ends. Kept for the tab, so a reload keeps counting.
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  // A newer refusal (a wallet confirmation that expired) is what the banner says instead.
  const [pauseSuperseded, setPauseSuperseded] = useState(false);
  const storedPause = hydrated ? loginPauseOf(address) : null;
  const keptPause = pauseSuperseded ? null : storedPause;
  const pauseLeft = useCountdown(pausedUntil ?? keptPause);
  if (pausedUntil !== null && pauseLeft === null) {
    setPausedUntil(null);
    clear();
  }
  // Set once the platform has paused the ordinary login for this address (body code 423): the
  // moment the way a stranger cannot block is wanted, offered right under the refusal.
  const [pausedNow, setPaused] = useState(false);
  const paused = pausedNow || storedPause !== null;
  const { busy, onSubmit, act, isInFlight } = useGuardedSubmit({
    onError: (error) => {
      const pause = isApiError(error) && error.kind === 'body' && error.code === LOGIN_PAUSED_CODE;
      if (pause) setPaused(true);
      // The banner says the newest refusal: the countdown only while that is the pause.
      const until = pause && error.retryAfter !== undefined ? Date.now() + error.retryAfter * 1000 : null;
      setPausedUntil(until);
      setPauseSuperseded(!pause);
      if (until !== null && address) rememberLoginPause(address, until);
      return refusal.capture(error);
    },
  });
  const { loggedIn } = useSession();
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
    // Tapped while the wallet is still connecting: the login waits for it (Log in busy) and goes
    // on by itself, instead of asking to connect a wallet that is connecting.
    if (!address && walletOnItsWay(connection)) {
      const passwordError = validateLoginPassword(password);
      setErrors({ wallet: null, password: passwordError });
      if (passwordError) return null;
      return async () => {
        // Rarely needed: its code comes with the tap.
        const { settledWalletAddress } = await import('@/lib/wallet/settled-wallet');
        const account = await settledWalletAddress(appStore);
        if (account) await signIn(account);
        else setErrors((current) => ({ ...current, wallet: { key: 'connectWallet' } }));
      };
    }
    const account = checked();
    if (!account) return null;
    setWalletError(null);
    return () => signIn(account);
  });

  // The same login, with the wallet's signature of a fresh challenge: the platform counts it apart
  // from the failed logins anyone can send for this address. Every tap asks for a new challenge, so
  // an expired one is replaced by tapping again.
  const confirmWithWallet = () => {
    if (isInFlight() || !walletOption) return;
    const account = checked();
    if (!account) return;
    clear();
    setWalletError(null);
    act(() =>
      walletOption.confirmWithWallet(account, {
        onStep: setWalletStep,
        onWalletError: setWalletError,
        signIn,
      }),
    );
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
        {/* Asked to connect only while no wallet is: the message goes the moment one connects. */}
        <WalletCard error={address ? null : message(errors.wallet)} />
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
        {pauseLeft !== null ? (
          // The pause and its time stay while it runs, whatever is typed: Log in is disabled for it.
          <FormBanner message={pauseMessage(pauseLeft)} />
        ) : (
          refusal.banner && (
            <FormBanner
              message={refusal.banner}
              onDismiss={() => clear()}
              // A wallet without an account: the way to create one, right where it is said.
              action={
                refusal.reason === 'accountNotRegistered'
                  ? { label: t('toRegister'), href: '/pages/login/register' }
                  : undefined
              }
            />
          )
        )}
        <Button type="submit" needsNetwork disabled={busy || pauseLeft !== null}>
          {busy && walletStep === 'idle' ? t('submitting') : t('submit')}
        </Button>
        {busy && stillTrying ? (
          <p className={formStyles.note} role="status" data-testid="login-still-trying">
            {t('stillTrying')}
          </p>
        ) : (
          <SlowCheckNote busy={busy && walletStep === 'idle'} testId="login-slow-check" />
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
        <Link href="/pages/login/register" prefetch={false} className={buttonStyles.secondary}>
          {t('toRegister')}
        </Link>
      </div>
    </div>
  );
}
