/** The path prefix of bKash's Tokenized Checkout API, version 1.2.0-beta (the base URL ends with it). */
export const API_PREFIX = '/v1.2.0-beta/tokenized/checkout';

/** The sandbox's own test credentials: public, worthless outside this sandbox. */
export const DEFAULT_CREDENTIALS = {
  appKey: 'samity-sandbox-app-key',
  appSecret: 'samity-sandbox-app-secret',
  username: 'sandboxMerchant',
  password: 'sandboxMerchant@12345',
} as const;

/** Wallets that pay (bKash publishes these numbers for its own sandbox). */
export const SANDBOX_WALLETS = [
  '01770618575',
  '01929918378',
  '01770618576',
  '01877722345',
  '01619777282',
  '01619777283',
] as const;

/** Wallets that always fail, with the code they fail with. */
export const FAILURE_WALLETS: Readonly<Record<string, '2023' | '2037'>> = {
  '01823074817': '2023',
  '01823074818': '2037',
};

/** The verification code and PIN every sandbox wallet accepts. */
export const SANDBOX_OTP = '123456';
export const SANDBOX_PIN = '12121';

/** Wrong verification codes or PINs allowed before the payment fails. */
export const MAX_OTP_TRIES = 3;
export const MAX_PIN_TRIES = 3;

/** Status codes and their messages, worded as bKash words them (including its spelling of 2065). */
export const MESSAGES = {
  '0000': 'Successful',
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2006': 'Invalid amount',
  '2007': 'Invalid currency',
  '2008': 'Invalid intent',
  '2009': 'Invalid Wallet',
  '2014': 'Wrong PIN',
  '2015': 'Wrong PIN count exceeded',
  '2016': 'Wrong verification code',
  '2017': 'Wrong verification limit exceeded',
  '2023': 'Insufficient Balance',
  '2025': 'Invalid request body',
  '2026': 'The reversal amount cannot be greater than the original transaction amount',
  '2031': 'Invalid merchant invoice number',
  '2033': 'Transaction not found',
  '2034': 'The transaction cannot be reversed because the original transaction has been reversed',
  '2035': 'Reverse failed because the initiator has no permission to reverse the transaction',
  '2037': 'The account of the debit party is in a state which prohibits execution of this transaction',
  '2048': 'Invalid Payer Reference',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2057': 'Not a bKash Account',
  '2062': 'The payment has already been completed',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mendatory field missing',
  '2117': 'The payment execution has already been completed',
  '503': 'System is undergoing maintenance. Please try again later',
  '9999': 'System Error.',
} as const;

export type StatusCode = keyof typeof MESSAGES;
