import { AppError, type AppErrorCode, AUTH_MESSAGES } from '@samity/domain';

type AuthMessage = keyof typeof AUTH_MESSAGES;

/** A refusal with one of the domain's auth messages; its key (`auth.<name>`) is what clients translate. */
export function authError(code: AppErrorCode, name: AuthMessage): AppError {
  return new AppError(code, `auth.${name}`, AUTH_MESSAGES[name]);
}

/** The name of one of the domain's auth messages, for rule checks that answer the message itself. */
export function authMessageName(message: string): AuthMessage | undefined {
  return (Object.keys(AUTH_MESSAGES) as AuthMessage[]).find((name) => AUTH_MESSAGES[name] === message);
}
