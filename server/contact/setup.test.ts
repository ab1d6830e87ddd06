import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactConfigFromEnv, redactUrl } from './setup.ts';

const root = '/srv/site';

describe('contactConfigFromEnv', () => {
  it('defaults to the var/outbox Maildir, no SMTP, 10 requests a minute, 24 h, 30 days, 100 MB, a 900 s queue age and loopback for /healthz', () => {
    expect(contactConfigFromEnv({}, root)).toEqual({
      outboxDir: path.join(root, 'var/outbox'),
      smtpUrl: null,
      rateLimitPerMinute: 10,
      giveUpAfterHours: 24,
      keepDeliveredDays: 30,
      minFreeMegabytes: 100,
      healthMaxQueueAgeSeconds: 900,
      healthAllow: [],
      proofSecret: null,
      dailyLimit: 20,
      ipv6Prefix: 64,
      maxHeldMegabytes: 200,
      webhook: null,
    });
  });

  it('reads MAIL_OUTBOX (relative to the project), SMTP_URL and CONTACT_RATE_LIMIT', () => {
    expect(
      contactConfigFromEnv(
        {
          MAIL_OUTBOX: 'data/mail',
          SMTP_URL: 'smtp://mail.example:587',
          CONTACT_RATE_LIMIT: '5000',
          MAIL_GIVE_UP_AFTER_HOURS: '48',
          OUTBOX_KEEP_DAYS: '60',
          OUTBOX_MIN_FREE_MB: '0',
          HEALTH_MAX_QUEUE_AGE_S: '300',
          HEALTH_ALLOW: '10.0.0.0/8, 192.0.2.7',
        },
        root,
      ),
    ).toEqual({
      outboxDir: path.join(root, 'data/mail'),
      smtpUrl: 'smtp://mail.example:587',
      rateLimitPerMinute: 5000,
      giveUpAfterHours: 48,
      keepDeliveredDays: 60,
      minFreeMegabytes: 0,
      healthMaxQueueAgeSeconds: 300,
      healthAllow: ['10.0.0.0/8', '192.0.2.7'],
      proofSecret: null,
      dailyLimit: 20,
      ipv6Prefix: 64,
      maxHeldMegabytes: 200,
      webhook: null,
    });
    expect(contactConfigFromEnv({ MAIL_OUTBOX: '/var/spool/translytix' }, root).outboxDir).toBe('/var/spool/translytix');
  });

  it('refuses settings it cannot use, without echoing a password', () => {
    expect(() => contactConfigFromEnv({ SMTP_URL: 'http://user:secret@mail.example' }, root)).toThrow(
      /SMTP_URL must look like smtp:\/\/host:port/,
    );
    expect(() => contactConfigFromEnv({ SMTP_URL: 'http://user:secret@mail.example' }, root)).not.toThrow(/secret/);
    expect(() => contactConfigFromEnv({ CONTACT_RATE_LIMIT: 'lots' }, root)).toThrow(/CONTACT_RATE_LIMIT must be a whole number/);
    expect(() => contactConfigFromEnv({ CONTACT_RATE_LIMIT: '0' }, root)).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => contactConfigFromEnv({ OUTBOX_KEEP_DAYS: '0' }, root)).toThrow(/OUTBOX_KEEP_DAYS must be a whole number of days/);
    expect(() => contactConfigFromEnv({ OUTBOX_MIN_FREE_MB: '-5' }, root)).toThrow(/OUTBOX_MIN_FREE_MB/);
    expect(() => contactConfigFromEnv({ MAIL_GIVE_UP_AFTER_HOURS: '1.5' }, root)).toThrow(/MAIL_GIVE_UP_AFTER_HOURS/);
    expect(() => contactConfigFromEnv({ HEALTH_ALLOW: 'monitor.example' }, root)).toThrow(/HEALTH_ALLOW must list IP addresses or ranges/);
    expect(() => contactConfigFromEnv({ HEALTH_MAX_QUEUE_AGE_S: '0' }, root)).toThrow(/HEALTH_MAX_QUEUE_AGE_S/);
    expect(() => contactConfigFromEnv({ CONTACT_IPV6_PREFIX: '129' }, root)).toThrow(
      /CONTACT_IPV6_PREFIX must be an IPv6 prefix length from 1 to 128/,
    );
    expect(() => contactConfigFromEnv({ CONTACT_IPV6_PREFIX: '/64' }, root)).toThrow(/CONTACT_IPV6_PREFIX/);
    expect(contactConfigFromEnv({ CONTACT_IPV6_PREFIX: '56' }, root).ipv6Prefix).toBe(56);
    // The held budget's older name still works; the new one wins.
    expect(contactConfigFromEnv({ OUTBOX_MAX_MB: '5' }, root).maxHeldMegabytes).toBe(5);
    expect(contactConfigFromEnv({ OUTBOX_MAX_MB: '5', HELD_MAX_MB: '7' }, root).maxHeldMegabytes).toBe(7);
    expect(() => contactConfigFromEnv({ HELD_MAX_MB: 'lots' }, root)).toThrow(/HELD_MAX_MB must be a whole number of megabytes/);
    expect(() => contactConfigFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/lead' }, root)).toThrow(/LEAD_WEBHOOK_SECRET must be set/);
    expect(() => contactConfigFromEnv({ LEAD_WEBHOOK_URL: 'ftp://hooks.example', LEAD_WEBHOOK_SECRET: 'x'.repeat(32) }, root)).toThrow(
      /LEAD_WEBHOOK_URL must be an http/,
    );
    expect(
      contactConfigFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/lead', LEAD_WEBHOOK_SECRET: 'x'.repeat(32) }, root).webhook,
    ).toEqual({ url: 'https://hooks.example/lead', secret: 'x'.repeat(32), retrySeconds: 30 });
  });
});

describe('redactUrl', () => {
  it('hides the password only', () => {
    expect(redactUrl('smtps://mailer:hunter2@mail.example:465')).toBe('smtps://mailer:***@mail.example:465');
    expect(redactUrl('smtp://mail.example:25')).toBe('smtp://mail.example:25');
  });
});
