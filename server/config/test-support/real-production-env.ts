/** A production environment that starts: every setting the production rules ask for, real-looking. */
export const REAL_PRODUCTION_ENV = {
  PAYMENT_ENV: 'production',
  ANET_API_LOGIN_ID: 'merchant-login',
  ANET_TRANSACTION_KEY: 'merchant-transaction-key',
  ANET_CLIENT_KEY: 'merchant-client-key',
  ANET_SIGNATURE_KEY: 'merchant-signature-key',
  SMTP_URL: 'smtps://office:secret@mail.temple.example',
  MAIL_FROM: 'Temple office <office@temple.example>',
  PUBLIC_URL: 'https://puja.temple.example',
  TRUST_PROXY: '10.0.0.5',
} as const;
