import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LOGIN_EMAIL_PATTERN, messages } from '@console/contracts';
import { login } from '../api/login.ts';
import { useTranslation } from 'react-i18next';
import { translateToken } from '../../../lib/i18n/translate.ts';

interface LoginFormProps {
  onSignedIn: () => void;
}

/**
 * Sign-in (docs/product.md §3.1): both fields are trimmed; an empty or malformed email
 * or an empty password shows the one alert and focuses the field, with no call; a refused
 * sign-in shows the same alert.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A plain call rather than a mutation: /login loads no query cache (app/query-client.ts).
  const [pending, setPending] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const credentials = { email: email.trim(), password: password.trim() };
    if (!credentials.email || !LOGIN_EMAIL_PATTERN.test(credentials.email)) {
      setFailed(true);
      emailRef.current?.focus();
      return;
    }
    if (!credentials.password) {
      setFailed(true);
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    login(credentials).then(onSignedIn, () => {
      setPending(false);
      setFailed(true);
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failed && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {translateToken(messages.auth.wrongCredentials)}
          </Alert>
        )}
        <TextInput
          ref={emailRef}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword'), tabIndex: 0 }}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
