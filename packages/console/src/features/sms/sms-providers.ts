/**
 * The SMS cards (spec 001 §2): Twilio, Cisco and Zoom. Only Twilio's configuration is described, so Cisco and
 * Zoom show as cards whose actions are disabled, with a tooltip saying why (our text).
 */
export const SMS_CARDS = {
  twilio: {
    title: 'Twilio',
    description: 'Send SMS to your customers from your own Twilio account and number.',
  },
  cisco: { title: 'Cisco', description: 'Send SMS through Cisco Webex Connect.' },
  zoom: { title: 'Zoom', description: 'Send SMS through Zoom Phone.' },
} as const;

export const SMS_UNAVAILABLE_REASON = {
  cisco: 'Cisco SMS is not available yet. Use Twilio to send SMS.',
  zoom: 'Zoom SMS is not available yet. Use Twilio to send SMS.',
} as const;
