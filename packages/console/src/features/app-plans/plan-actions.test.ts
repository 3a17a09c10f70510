import type { BillingPlan } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { currentPlanId, planAction, planPriceLabel, salesRequest } from './plan-actions';

describe('planAction', () => {
  it('offers Start Free Trial only to an inactive app', () => {
    expect(planAction('free-trial', 'inactive')).toBe('start-free-trial');
    expect(planAction('free-trial', 'cancelled')).toBeNull();
    expect(planAction('free-trial', 'free-trial')).toBeNull();
  });

  it('offers Subscribe during a free trial and after a cancellation', () => {
    expect(planAction('subscription', 'free-trial')).toBe('subscribe');
    expect(planAction('subscription', 'cancelled')).toBe('subscribe');
    expect(planAction('subscription', 'subscription')).toBeNull();
    expect(planAction('subscription', 'inactive')).toBeNull();
  });

  it('offers Contact sales for Enterprise unless the app is on it', () => {
    expect(planAction('enterprise', 'subscription')).toBe('contact-sales');
    expect(planAction('enterprise', 'enterprise')).toBeNull();
  });
});

describe('currentPlanId', () => {
  it('is the plan of a live status, and none when cancelled or inactive', () => {
    expect(currentPlanId('subscription')).toBe('subscription');
    expect(currentPlanId('cancelled')).toBeNull();
    expect(currentPlanId('inactive')).toBeNull();
  });
});

describe('planPriceLabel', () => {
  const plan = (id: BillingPlan['id'], includedCredits: number | null): BillingPlan => ({
    id,
    name: id,
    priceLabel: 'server label',
    includedCredits,
    features: [],
  });

  it('says the free sessions of the free trial, and the server label otherwise', () => {
    expect(planPriceLabel(plan('free-trial', 1000))).toBe('1,000 free sessions');
    expect(planPriceLabel(plan('free-trial', null))).toBe('server label');
    expect(planPriceLabel(plan('subscription', 0))).toBe('server label');
  });
});

describe('salesRequest', () => {
  it('names the plan, the app and the account', () => {
    expect(salesRequest('subscription', 'Passkeys', { accountId: 'acc-1', company: 'Northwind' })).toEqual({
      subject: 'Subscribe to Passkeys',
      body: 'We would like to subscribe to Passkeys.\n\nNorthwind (account acc-1)',
    });
    expect(salesRequest('enterprise', 'E-Form', { accountId: 'acc-1', company: null }).subject).toBe(
      'E-Form: Enterprise plan',
    );
  });
});
