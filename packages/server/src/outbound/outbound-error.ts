export type OutboundFailure = 'refused' | 'timeout' | 'network' | 'too-large';

/** An outbound call that did not get an answer; `message` is safe to show the admin. */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}
