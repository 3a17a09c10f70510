import type { LoggingConfigBody } from '@console/api-client';
import type { Clock } from '../clock';
import { sendLogEvent } from './log-destinations';
import type { Outbound } from './outbound';
import { OutboundError } from './outbound';

function testEvent(now: Date) {
  return {
    timestamp: now.toISOString(),
    service: 'contact-centre-console',
    level: 'info',
    message: 'Test event from the console: log forwarding is set up.',
  };
}

/**
 * Sends one real test event shaped for the destination and tells whether it was accepted. A
 * refused address, a timeout or an error answer is simply `false` (the console's "Test failed").
 */
export async function sendLoggingTest(
  outbound: Outbound,
  clock: Clock,
  body: LoggingConfigBody,
): Promise<boolean> {
  const now = clock.now();
  try {
    return await sendLogEvent(outbound, body, testEvent(now), now, {
      stream: `console-test-${now.toISOString().slice(0, 10)}`,
      tags: 'test:true',
    });
  } catch (error) {
    if (error instanceof OutboundError) return false;
    throw error;
  }
}
