/**
 * GET /api/payments/bkash/callback in the OpenAPI document: a hand-written route (bKash sends the payer's
 * browser there and it answers a redirect), so the document generated from the procedures does not know it.
 */
export const bkashCallbackPathItem = {
  get: {
    tags: ['member'],
    operationId: 'payments-bkash-callback',
    summary: 'Where bKash sends the payer back after paying, cancelling or failing',
    description:
      'bKash adds paymentID and status (success, failure or cancel). Neither is trusted: the payment is found ' +
      'by its paymentID, and it counts only when bKash answers the server’s own execute (or status) call with ' +
      'Completed and the amount, currency and invoice stored for it. A replayed or concurrent callback records ' +
      'nothing more. Always 303 to /MemberDashboard?payment=paid|cancelled|failed, with &receipt=<monthly ' +
      'payment id> when paid. Needs no session.',
    security: [],
    parameters: [
      {
        name: 'paymentID',
        in: 'query',
        required: false,
        description: 'bKash’s paymentID',
        schema: { type: 'string' },
      },
      {
        name: 'status',
        in: 'query',
        required: false,
        description: 'What bKash says happened',
        schema: { type: 'string', enum: ['success', 'failure', 'cancel'] },
      },
    ],
    responses: {
      '303': {
        description: 'To the member dashboard with the result',
        headers: {
          Location: {
            description: '/MemberDashboard?payment=paid|cancelled|failed[&receipt=<id>]',
            schema: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
