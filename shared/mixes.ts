// A mix's player (docs/product.md §25): the platforms a mix may be on and the player each gives for
// a link. The page shows its own cover and button and asks nothing of the platform until the
// visitor presses play (the facade), then fetches this module; the Content-Security-Policy lets
// only these players' hosts in a frame.

/** Each platform: its name, the hosts of a mix's page, and its player's host. */
export const MIX_PLATFORMS = {
  soundcloud: { name: "SoundCloud", hosts: ["soundcloud.com", "www.soundcloud.com", "m.soundcloud.com"], player: "w.soundcloud.com" },
  mixcloud: { name: "Mixcloud", hosts: ["mixcloud.com", "www.mixcloud.com", "m.mixcloud.com"], player: "player-widget.mixcloud.com" },
  youtube: {
    name: "YouTube",
    hosts: ["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be"],
    player: "www.youtube-nocookie.com",
  },
} as const;

export type MixPlatform = keyof typeof MIX_PLATFORMS;

/** The players' origins, which alone may be framed. */
export const MIX_PLAYER_ORIGINS = Object.values(MIX_PLATFORMS).map(({ player }) => `https://${player}`);

/** A YouTube video's id: 11 characters of its alphabet. */
const VIDEO_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const [first, second] = url.pathname.split("/").filter(Boolean);
  const id =
    url.hostname === "youtu.be" ? first : first === "watch" ? url.searchParams.get("v") : ["live", "embed", "shorts"].includes(first ?? "") ? second : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The player of a mix's link, playing as it opens, and its platform; null for any other address. */
export function mixPlayer(link: string): { platform: MixPlatform; src: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const platform = (Object.keys(MIX_PLATFORMS) as MixPlatform[]).find((name) => (MIX_PLATFORMS[name].hosts as readonly string[]).includes(url.hostname));
  const segments = url.pathname.split("/").filter(Boolean);
  switch (platform) {
    case "soundcloud": {
      // An artist's track or set: /artist/track, /artist/sets/name.
      if (segments.length < 2) return null;
      const page = `https://soundcloud.com/${segments.join("/")}`;
      return { platform, src: `https://${MIX_PLATFORMS.soundcloud.player}/player/?url=${encodeURIComponent(page)}&auto_play=true&visual=true` };
    }
    case "mixcloud": {
      // An artist's upload: /artist/mix/.
      if (segments.length !== 2) return null;
      const feed = `/${segments.join("/")}/`;
      return { platform, src: `https://${MIX_PLATFORMS.mixcloud.player}/widget/iframe/?hide_cover=1&autoplay=1&feed=${encodeURIComponent(feed)}` };
    }
    case "youtube": {
      const id = youtubeId(url);
      return id ? { platform, src: `https://${MIX_PLATFORMS.youtube.player}/embed/${id}?autoplay=1` } : null;
    }
    default:
      return null;
  }
}
