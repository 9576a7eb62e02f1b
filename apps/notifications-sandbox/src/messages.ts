/** An SMS the stand-in kept instead of sending (the page and the stand-in both show it). */
export interface CaughtSms {
  at: string;
  to: string;
  from: string;
  text: string;
}

/** An email the SMTP catcher kept instead of sending on. */
export interface CaughtEmail {
  at: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}
