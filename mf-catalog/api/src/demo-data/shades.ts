/** Shade palettes (name, hex) for products that come in colours. */
export const shadePalettes = {
  skin: [
    ['Porcelain', '#f6dfcf'], ['Ivory', '#f1d3bd'], ['Alabaster', '#eccbb2'], ['Light Beige', '#e6c09f'],
    ['Sand', '#ddb290'], ['Natural', '#d4a682'], ['Warm Beige', '#c99a74'], ['Honey', '#bd8a60'],
    ['Golden', '#b07c52'], ['Caramel', '#a06b43'], ['Amber', '#8e5b37'], ['Chestnut', '#7a4b2c'],
    ['Mocha', '#653c23'], ['Espresso', '#4e2d1a'],
  ],
  lip: [
    ['Nude Rose', '#c98b84'], ['Barely There', '#d8a59a'], ['Ruby Red', '#9b111e'], ['Classic Red', '#c1121f'],
    ['Cherry', '#a4133c'], ['Berry Crush', '#7b1e3a'], ['Plum', '#5e2750'], ['Mauve', '#a86f7c'],
    ['Coral Kiss', '#f0725c'], ['Peach', '#f4a582'], ['Pink Punch', '#e75480'], ['Fuchsia', '#c2185b'],
    ['Brick', '#8b3a2b'], ['Cinnamon', '#a0522d'], ['Wine', '#5a1020'], ['Toffee', '#9c6a50'],
  ],
  eye: [
    ['Champagne', '#e9d8b4'], ['Rose Gold', '#c99a86'], ['Bronze', '#9c6b3c'], ['Copper', '#b5651d'],
    ['Taupe', '#8b7d6b'], ['Smoky Grey', '#5f6062'], ['Midnight Blue', '#1f2a44'], ['Emerald', '#1e6b52'],
    ['Olive', '#6b6b3a'], ['Plum Haze', '#6d3b5a'], ['Onyx', '#1c1c1c'], ['Chocolate', '#4a2c1d'],
  ],
  liner: [
    ['Carbon Black', '#111111'], ['Deep Brown', '#3b2418'], ['Navy', '#1f2a55'], ['Forest', '#1f4d3a'],
    ['Plum', '#4b2142'], ['Graphite', '#4a4a4a'],
  ],
  lash: [['Black', '#0d0d0d'], ['Extra Black', '#050505'], ['Brown Black', '#2b1d14'], ['Brown', '#4a3020'], ['Blue', '#1d3b8a']],
  brow: [
    ['Blonde', '#b89a6e'], ['Taupe', '#8b7560'], ['Soft Brown', '#6d4c36'], ['Medium Brown', '#573b28'],
    ['Dark Brown', '#3e2a1e'], ['Ebony', '#231a14'], ['Auburn', '#7a3b24'],
  ],
  nail: [
    ['Ballet Pink', '#f4c2c2'], ['Nude', '#e3bc9a'], ['Classic Red', '#c1121f'], ['Cherry Bomb', '#9b111e'],
    ['Coral', '#ff7f50'], ['Lilac', '#c8a2c8'], ['Sky Blue', '#87ceeb'], ['Mint', '#98d7c2'],
    ['Sunshine', '#f6d155'], ['Burgundy', '#800020'], ['Midnight', '#191970'], ['Pure White', '#f8f8f6'],
    ['Black Lacquer', '#101010'], ['Glitter Gold', '#d4af37'], ['Taupe', '#8b7d6b'],
  ],
  blush: [
    ['Soft Pink', '#f3a6b5'], ['Peach Glow', '#f7a580'], ['Rosewood', '#b5656b'], ['Coral', '#f28b6b'],
    ['Berry', '#a23b5a'], ['Apricot', '#f0a060'], ['Mauve', '#b77b8c'],
  ],
  bronze: [['Sun Kissed', '#c48a5a'], ['Golden Tan', '#b47a45'], ['Terracotta', '#a65e3a'], ['Deep Bronze', '#7d4a2a'], ['Honey Bronze', '#c2925a']],
  glow: [['Champagne Pop', '#f1dfc0'], ['Rose Glow', '#f0c4c0'], ['Golden Hour', '#e8c27a'], ['Moonlight', '#e8e6f0'], ['Bronze Glow', '#c89060']],
  hair: [
    ['1.0 Black', '#1b1b1b'], ['3.0 Dark Brown', '#3b2a20'], ['4.0 Medium Brown', '#4e3626'], ['5.0 Light Brown', '#6a4a32'],
    ['6.0 Dark Blonde', '#8a6842'], ['7.0 Medium Blonde', '#a8865a'], ['8.0 Light Blonde', '#c6a77a'],
    ['9.0 Very Light Blonde', '#dcc59a'], ['6.6 Red', '#8c2f23'], ['7.4 Copper', '#b5562a'], ['5.5 Mahogany', '#6b2d2a'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export type ShadePalette = keyof typeof shadePalettes;
