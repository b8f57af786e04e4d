import { describe, expect, it } from 'vitest';
import { IdentityStore, IDENTITY_KEY, type KeyValueStore } from '../../src/game/club/club-identity';
import { onlineLaunch } from '../../src/game/online/online-link';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

const ann = { playerId: 'p1', name: 'Ann', token: 't1', expiresAt: 1 };
const bob = { playerId: 'p2', name: 'Bob', token: 't2', expiresAt: 2 };

describe('IdentityStore', () => {
  it('keeps the identity for the browser, and forgets it when the club refuses it', () => {
    const shared = new MapStore();
    const store = new IdentityStore(shared, new MapStore());
    expect(store.identity).toBeNull();
    store.keep(ann);
    expect(new IdentityStore(shared, new MapStore()).identity).toEqual(ann);
    store.forget();
    expect(store.identity).toBeNull();
  });

  it('ignores a kept identity that is not well formed', () => {
    const shared = new MapStore();
    shared.setItem(IDENTITY_KEY, '{"name":"Ann"}');
    expect(new IdentityStore(shared, null).identity).toBeNull();
    shared.setItem(IDENTITY_KEY, 'not json');
    expect(new IdentityStore(shared, null).identity).toBeNull();
  });

  it('lets a second tab play its own invite as a second guest, leaving the first tab as it was', () => {
    const shared = new MapStore();
    const first = new IdentityStore(shared, new MapStore());
    first.keep(ann);
    first.created('abc123');
    first.game = 'abc123';
    first.live('abc123', 1000);
    const second = new IdentityStore(shared, new MapStore());
    expect(second.createdElsewhere('abc123', 2000)).toBe(true);
    expect(first.createdElsewhere('abc123', 2000)).toBe(false);
    // The first tab is gone (closed, or silent too long): the creator is coming back, not a second player.
    expect(second.createdElsewhere('abc123', 100_000)).toBe(false);
    first.notLive('abc123');
    expect(second.createdElsewhere('abc123', 2000)).toBe(false);
    first.live('abc123', 1000);
    second.keep(bob, true);
    expect(second.identity).toEqual(bob);
    expect(first.identity).toEqual(ann);
    // A renewal in the second tab stays in that tab.
    second.keep({ ...bob, token: 't3' });
    expect(second.identity?.token).toBe('t3');
    expect(first.identity).toEqual(ann);
  });

  it('survives storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = new IdentityStore(broken, broken);
    store.keep(ann);
    store.game = 'abc';
    expect(store.identity).toBeNull();
    expect(store.game).toBeNull();
  });
});

describe('online links', () => {
  const withIdentity = (): IdentityStore => {
    const store = new IdentityStore(new MapStore(), new MapStore());
    store.keep(ann);
    return store;
  };

  it('opens an invite, asking for a name first on a first visit', () => {
    expect(onlineLaunch('?join=abc123', withIdentity())).toEqual({
      scene: 'OnlinePlay',
      data: { code: 'abc123' },
      search: '',
    });
    const fresh = new IdentityStore(new MapStore(), new MapStore());
    expect(onlineLaunch('?renderer=canvas&join=abc123', fresh)).toEqual({
      scene: 'ClubName',
      data: { join: 'abc123' },
      search: '?renderer=canvas',
    });
  });

  it('refuses a malformed code on the title screen', () => {
    expect(onlineLaunch('?join=%3Cscript%3E', withIdentity())?.scene).toBe('Title');
  });

  it('takes a reloaded tab back to its game, unless another link asks for something else', () => {
    const store = withIdentity();
    store.game = 'abc123';
    expect(onlineLaunch('', store)?.data).toEqual({ code: 'abc123' });
    expect(onlineLaunch('?level=w1-01', store)).toBeNull();
    expect(onlineLaunch('', withIdentity())).toBeNull();
  });
});
