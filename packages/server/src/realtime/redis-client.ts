import { Redis } from 'ioredis';

/**
 * A Redis connection that never takes the server down with it. While Redis is away, commands fail
 * at once instead of queueing (the callers fall back: rate limits are skipped, login lockouts
 * counted in the process, realtime delivered to this process's own sockets), the client keeps
 * reconnecting in the background, and errors are logged instead of thrown at no one.
 */
export function resilientRedis(
  url: string,
  log: (message: string, err: unknown) => void,
  /**
   * A subscriber's commands wait for Redis instead (and never fail): Socket.IO's adapter subscribes
   * as it starts and does not handle a refusal; ioredis subscribes again after each reconnection.
   */
  { subscriber = false } = {},
): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: subscriber,
    maxRetriesPerRequest: subscriber ? null : 1,
    // Try again every second at most, forever: Redis coming back must be noticed without a restart.
    retryStrategy: (times) => Math.min(times * 200, 1000),
    lazyConnect: false,
  });
  let down = false;
  client.on('error', (err) => {
    if (!down) log('Redis unavailable', err);
    down = true;
  });
  client.on('ready', () => {
    if (down) log('Redis is back', null);
    down = false;
  });
  // Socket.IO's Redis adapter publishes without handling a refusal: a publish while Redis is away
  // would end the process as an unhandled rejection. It fails quietly instead (logged above); the
  // other processes' browsers fetch again when they reconnect.
  const publish = client.publish.bind(client) as (channel: string, message: string | Buffer) => Promise<number>;
  client.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch(() => 0)) as typeof client.publish;
  return client;
}
