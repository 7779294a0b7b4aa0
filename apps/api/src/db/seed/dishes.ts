/**
 * Demo content for a hostel mess in Bangladesh: everyday breakfasts, lunches and dinners, a few
 * festive specials "coming soon", student reviews and student names. Each dish carries the `art`
 * its picture is drawn from (see food-art.ts), chosen to match the title.
 */
import type { PlateArt } from './food-art.ts';

export interface DemoDish {
  title: string;
  category: 'Breakfast' | 'Lunch' | 'Dinner';
  description: string;
  ingredients: string[];
  /** Taka with two decimals. */
  price: string;
  distributorName: string;
  art: PlateArt;
}

// The cooks and canteens serving the hall; each appears on several dishes.
const RAHIMA = 'Rahima Khatun';
const SHAPLA = 'Shapla Canteen';
const KARIM = 'Abdul Karim';
const NASRIN = 'Nasrin Akter';
const PADMA = 'Padma Mess Kitchen';
const JAMAL = 'Jamal Uddin';
const BISMILLAH = 'Bismillah Hotel';

const BREAKFAST: DemoDish[] = [
  {
    title: 'Paratha with Dal Bhuna',
    category: 'Breakfast',
    description:
      'Flaky layered parathas straight off the tawa with a thick, garlicky dal bhuna. The classic start to a class day.',
    ingredients: ['Atta', 'Ghee', 'Masoor dal', 'Onion', 'Garlic', 'Green chili'],
    price: '45.00',
    distributorName: SHAPLA,
    art: {
      onPlate: [
        { kind: 'bread', style: 'paratha' },
        { kind: 'dal', style: 'thick' },
      ],
      extras: ['tea'],
    },
  },
  {
    title: 'Khichuri with Fried Egg',
    category: 'Breakfast',
    description: 'Soft moong dal khichuri cooked with a spoon of ghee, topped with a crisp-edged fried egg.',
    ingredients: ['Rice', 'Moong dal', 'Egg', 'Ghee', 'Turmeric', 'Green peas'],
    price: '65.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [{ kind: 'khichuri' }, { kind: 'fried-egg' }],
      extras: ['chili', 'onion'],
    },
  },
  {
    title: 'Ruti with Mixed Sobji',
    category: 'Breakfast',
    description:
      'Fresh hand-rolled rutis with a light, dry stir-fry of seasonal vegetables. Filling without being heavy.',
    ingredients: ['Atta', 'Carrot', 'Green beans', 'Potato', 'Cauliflower', 'Panch phoron'],
    price: '40.00',
    distributorName: NASRIN,
    art: {
      vessel: 'steel-plate',
      onPlate: [
        { kind: 'bread', style: 'ruti' },
        { kind: 'vegetables', dry: true },
      ],
      extras: ['tea'],
    },
  },
  {
    title: 'Chira Doi with Banana and Gur',
    category: 'Breakfast',
    description:
      'Flattened rice soaked in creamy sweet doi with ripe banana and a drizzle of date-palm gur. Cool and comforting.',
    ingredients: ['Chira', 'Doi', 'Banana', 'Khejur gur'],
    price: '50.00',
    distributorName: PADMA,
    art: {
      vessel: 'bowl',
      onPlate: [{ kind: 'chira-doi' }],
      sides: [{ kind: 'banana' }],
      extras: ['spoon'],
    },
  },
  {
    title: 'Halwa Puri',
    category: 'Breakfast',
    description: 'Puffed golden puris with warm suji halwa studded with raisins and almonds. A sweet weekend treat.',
    ingredients: ['Maida', 'Suji', 'Sugar', 'Ghee', 'Raisins', 'Almonds'],
    price: '45.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        { kind: 'bread', style: 'puri' },
        { kind: 'halwa', style: 'suji' },
      ],
      extras: ['tea'],
    },
  },
  {
    title: 'Dudh Cha with Butter Biscuits',
    category: 'Breakfast',
    description:
      'A strong cup of milky tea with crunchy butter biscuits for the dunking. For the mornings you are running late.',
    ingredients: ['Tea leaves', 'Milk', 'Sugar', 'Butter biscuits'],
    price: '25.00',
    distributorName: SHAPLA,
    art: { table: 'walnut', onPlate: [{ kind: 'biscuits' }], extras: ['tea'] },
  },
  {
    title: 'Dim Bhuna with Paratha',
    category: 'Breakfast',
    description: 'Boiled eggs fried golden and simmered in a thick onion-tomato masala, served with two hot parathas.',
    ingredients: ['Egg', 'Onion', 'Tomato', 'Ginger garlic paste', 'Atta', 'Soybean oil'],
    price: '60.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [
        { kind: 'bread', style: 'paratha', count: 2 },
        { kind: 'curry', sauce: 'orange', pieces: ['egg', 'egg'], thick: true },
      ],
    },
  },
  {
    title: 'Alu Bhaji with Ruti',
    category: 'Breakfast',
    description:
      'Thin potato strips fried with kalo jeera and green chili, rolled up in soft rutis. Simple and very satisfying.',
    ingredients: ['Potato', 'Kalo jeera', 'Green chili', 'Onion', 'Atta', 'Mustard oil'],
    price: '35.00',
    distributorName: NASRIN,
    art: {
      onPlate: [{ kind: 'bread', style: 'ruti' }, { kind: 'alu-bhaji' }],
      extras: ['chili'],
    },
  },
  {
    title: 'Dim Bhaji with Paratha',
    category: 'Breakfast',
    description:
      'A fluffy onion and green chili omelette beside crisp parathas. The hall favourite before morning lectures.',
    ingredients: ['Egg', 'Onion', 'Green chili', 'Coriander', 'Atta', 'Ghee'],
    price: '55.00',
    distributorName: JAMAL,
    art: {
      onPlate: [{ kind: 'omelette' }, { kind: 'bread', style: 'paratha', count: 2 }],
      extras: ['tea', 'chili'],
    },
  },
  {
    title: 'Bread Toast with Omelette',
    category: 'Breakfast',
    description: 'Buttered toast with a masala omelette on the side. Quick, hot and ready in five minutes.',
    ingredients: ['Bread', 'Butter', 'Egg', 'Onion', 'Green chili'],
    price: '50.00',
    distributorName: SHAPLA,
    art: {
      table: 'gamchha-blue',
      onPlate: [{ kind: 'toast' }, { kind: 'omelette' }],
      extras: ['tea'],
    },
  },
  {
    title: 'Chola Bhuna with Puri',
    category: 'Breakfast',
    description: 'Spiced chickpeas cooked down with onion and tamarind, scooped up with puffed puris.',
    ingredients: ['Chickpeas', 'Onion', 'Tamarind', 'Cumin', 'Maida', 'Coriander'],
    price: '45.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        { kind: 'bread', style: 'puri' },
        {
          kind: 'curry',
          sauce: 'brown',
          pieces: ['chickpea', 'chickpea', 'chickpea', 'chickpea', 'chickpea'],
        },
      ],
      extras: ['onion'],
    },
  },
  {
    title: 'Suji with Raisins',
    category: 'Breakfast',
    description:
      'Warm semolina cooked in milk with a little sugar, cashews and raisins. Gentle on the stomach before exams.',
    ingredients: ['Suji', 'Milk', 'Sugar', 'Cashews', 'Raisins', 'Cardamom'],
    price: '30.00',
    distributorName: PADMA,
    art: {
      vessel: 'bowl',
      onPlate: [{ kind: 'pudding', style: 'suji' }],
      extras: ['spoon', 'tea'],
    },
  },
  {
    title: 'Ruti with Dal and Begun Bhaja',
    category: 'Breakfast',
    description: 'Soft rutis, thin masoor dal and crisp slices of fried eggplant. A proper home-style breakfast.',
    ingredients: ['Atta', 'Masoor dal', 'Eggplant', 'Turmeric', 'Mustard oil'],
    price: '45.00',
    distributorName: RAHIMA,
    art: {
      vessel: 'steel-plate',
      onPlate: [{ kind: 'bread', style: 'ruti' }, { kind: 'begun-bhaja' }, { kind: 'dal' }],
    },
  },
  {
    title: 'Paratha with Chicken Jhol',
    category: 'Breakfast',
    description:
      'Light, peppery chicken jhol with potato, eaten with layered parathas. The hotel breakfast for hungry mornings.',
    ingredients: ['Chicken', 'Potato', 'Onion', 'Ginger', 'Atta', 'Ghee'],
    price: '85.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        { kind: 'bread', style: 'paratha' },
        {
          kind: 'curry',
          sauce: 'orange',
          pieces: ['chicken', 'chicken', 'potato'],
        },
      ],
      extras: ['tea'],
    },
  },
  {
    title: 'Semai with Milk',
    category: 'Breakfast',
    description: 'Roasted vermicelli simmered in sweet milk with cashews and raisins. Tastes like Eid morning.',
    ingredients: ['Vermicelli', 'Milk', 'Sugar', 'Cashews', 'Raisins', 'Ghee'],
    price: '35.00',
    distributorName: NASRIN,
    art: {
      vessel: 'bowl',
      onPlate: [{ kind: 'pudding', style: 'semai' }],
      extras: ['spoon'],
    },
  },
  {
    title: 'Ruti, Boiled Egg and Banana',
    category: 'Breakfast',
    description:
      'Two rutis, a boiled egg sprinkled with salt and pepper, and a sagor kola. Cheap, quick and keeps you going.',
    ingredients: ['Atta', 'Egg', 'Banana', 'Black pepper', 'Salt'],
    price: '40.00',
    distributorName: JAMAL,
    art: {
      onPlate: [{ kind: 'bread', style: 'ruti', count: 2 }, { kind: 'boiled-egg' }, { kind: 'banana' }],
      extras: ['water'],
    },
  },
];

const LUNCH: DemoDish[] = [
  {
    title: 'Rui Macher Jhol with Rice',
    category: 'Lunch',
    description:
      'Pan-fried rui steaks in a light turmeric and cumin jhol with potatoes, served with steaming rice and dal.',
    ingredients: ['Rui fish', 'Potato', 'Turmeric', 'Cumin', 'Green chili', 'Rice', 'Masoor dal'],
    price: '120.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'curry', sauce: 'orange', pieces: ['rui', 'rui', 'potato'] }],
      sides: [{ kind: 'dal' }],
      extras: ['lemon', 'chili'],
    },
  },
  {
    title: 'Chicken Curry with Rice',
    category: 'Lunch',
    description: 'Home-style chicken curry with soft potatoes in a rich red gravy, with rice and a fresh salad.',
    ingredients: ['Chicken', 'Potato', 'Onion', 'Garlic', 'Chili powder', 'Rice'],
    price: '130.00',
    distributorName: SHAPLA,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'red',
          pieces: ['chicken', 'chicken', 'chicken', 'potato'],
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water'],
    },
  },
  {
    title: 'Beef Bhuna with Rice',
    category: 'Lunch',
    description: 'Tender beef slow-cooked until the masala clings to every piece, with plain rice and dal on the side.',
    ingredients: ['Beef', 'Onion', 'Garlic', 'Ginger', 'Garam masala', 'Rice', 'Masoor dal'],
    price: '180.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'brown',
          pieces: ['beef', 'beef', 'beef', 'beef', 'beef'],
          thick: true,
        },
      ],
      sides: [{ kind: 'dal' }],
      extras: ['onion'],
    },
  },
  {
    title: 'Dal Bhaat with Alu Bhorta',
    category: 'Lunch',
    description:
      'Plain rice, thin dal and mashed potato with mustard oil, onion and burnt chili. Simple food done right.',
    ingredients: ['Rice', 'Masoor dal', 'Potato', 'Mustard oil', 'Onion', 'Dried chili'],
    price: '60.00',
    distributorName: NASRIN,
    art: {
      vessel: 'steel-plate',
      onPlate: [{ kind: 'rice' }, { kind: 'bhorta', flavours: ['alu'] }, { kind: 'dal' }],
      extras: ['chili'],
    },
  },
  {
    title: 'Begun Bhaja with Dal Bhaat',
    category: 'Lunch',
    description:
      'Crisp, turmeric-rubbed eggplant slices with rice and a bowl of dal. Best eaten straight out of the pan.',
    ingredients: ['Eggplant', 'Turmeric', 'Chili powder', 'Rice', 'Masoor dal', 'Soybean oil'],
    price: '65.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'begun-bhaja' }, { kind: 'dal' }],
    },
  },
  {
    title: 'Lal Shak with Rice and Dal',
    category: 'Lunch',
    description:
      'Red amaranth leaves stir-fried with garlic and dried chili, with rice and dal. Light and full of flavour.',
    ingredients: ['Lal shak', 'Garlic', 'Dried chili', 'Rice', 'Masoor dal', 'Mustard oil'],
    price: '60.00',
    distributorName: PADMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'shak', colour: 'red' }, { kind: 'dal' }],
    },
  },
  {
    title: 'Dim Curry with Rice',
    category: 'Lunch',
    description:
      'Fried boiled eggs and potatoes in a spicy onion gravy, served with rice. The budget lunch everyone loves.',
    ingredients: ['Egg', 'Potato', 'Onion', 'Tomato', 'Turmeric', 'Rice'],
    price: '85.00',
    distributorName: JAMAL,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'orange',
          pieces: ['egg', 'egg', 'potato', 'potato'],
        },
      ],
      extras: ['lemon'],
    },
  },
  {
    title: 'Pangash Macher Curry with Rice',
    category: 'Lunch',
    description: 'Soft pangash steaks in a bright, spicy tomato gravy with rice. Rich, juicy and easy on the wallet.',
    ingredients: ['Pangash fish', 'Tomato', 'Onion', 'Chili powder', 'Coriander', 'Rice'],
    price: '100.00',
    distributorName: SHAPLA,
    art: {
      vessel: 'steel-plate',
      onPlate: [{ kind: 'rice' }, { kind: 'curry', sauce: 'red', pieces: ['rui', 'rui', 'tomato'] }],
      extras: ['chili'],
    },
  },
  {
    title: 'Beef Tehari',
    category: 'Lunch',
    description: 'Fragrant mustard-oil tehari with small pieces of beef and green chilies, served with cucumber salad.',
    ingredients: ['Chinigura rice', 'Beef', 'Mustard oil', 'Green chili', 'Onion', 'Garam masala'],
    price: '150.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        {
          kind: 'polao',
          tint: 'tehari',
          pieces: ['beef', 'beef', 'beef', 'beef'],
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water'],
    },
  },
  {
    title: 'Mixed Vegetable with Rice and Dal',
    category: 'Lunch',
    description: 'A mild curry of carrot, beans, cauliflower and potato with rice and dal. A good plate of vegetables.',
    ingredients: ['Carrot', 'Green beans', 'Cauliflower', 'Potato', 'Rice', 'Masoor dal'],
    price: '55.00',
    distributorName: NASRIN,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'vegetables' }, { kind: 'dal' }],
    },
  },
  {
    title: 'Rui Fish Fry with Dal Bhaat',
    category: 'Lunch',
    description: 'Two masala-rubbed rui pieces fried crisp, with rice, dal and a squeeze of lemon.',
    ingredients: ['Rui fish', 'Turmeric', 'Chili powder', 'Lemon', 'Rice', 'Masoor dal'],
    price: '110.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'fish-fry' }],
      sides: [{ kind: 'dal' }],
    },
  },
  {
    title: 'Shutki Bhorta with Rice',
    category: 'Lunch',
    description:
      'Fiery dried-fish bhorta with garlic and chilies next to a mild begun bhorta, with rice and dal. For the brave.',
    ingredients: ['Shutki', 'Eggplant', 'Garlic', 'Dried chili', 'Onion', 'Rice'],
    price: '70.00',
    distributorName: PADMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'bhorta', flavours: ['shutki', 'begun'] }],
      sides: [{ kind: 'dal' }],
      extras: ['chili'],
    },
  },
  {
    title: 'Mutton Curry with Rice',
    category: 'Lunch',
    description: 'Slow-cooked khashi mutton with potato in a deep red gravy, served with rice. A Thursday special.',
    ingredients: ['Mutton', 'Potato', 'Onion', 'Yoghurt', 'Garam masala', 'Rice'],
    price: '250.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'red',
          pieces: ['mutton', 'mutton', 'mutton', 'potato'],
          thick: true,
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water'],
    },
  },
  {
    title: 'Chingri Bhuna with Rice',
    category: 'Lunch',
    description: 'Small prawns cooked down with onion, tomato and green chili, with plain rice.',
    ingredients: ['Prawns', 'Onion', 'Tomato', 'Green chili', 'Turmeric', 'Rice'],
    price: '170.00',
    distributorName: JAMAL,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'orange',
          pieces: ['prawn', 'prawn', 'prawn', 'prawn', 'prawn'],
        },
      ],
      extras: ['lemon'],
    },
  },
  {
    title: 'Teen Bhorta Bhaat',
    category: 'Lunch',
    description: 'Three bhortas (potato, eggplant and bean) with rice and dal. Every bite tastes a little different.',
    ingredients: ['Potato', 'Eggplant', 'Shim', 'Mustard oil', 'Onion', 'Green chili', 'Rice'],
    price: '75.00',
    distributorName: NASRIN,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'bhorta', flavours: ['alu', 'begun', 'shim'] }],
      sides: [{ kind: 'dal' }],
    },
  },
];

const DINNER: DemoDish[] = [
  {
    title: 'Morog Polao',
    category: 'Dinner',
    description:
      'Aromatic chinigura polao cooked with chicken and ghee, with a boiled egg and salad. Wedding food on a Tuesday.',
    ingredients: ['Chinigura rice', 'Chicken', 'Ghee', 'Egg', 'Cardamom', 'Cinnamon', 'Fried onion'],
    price: '190.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        {
          kind: 'polao',
          tint: 'white',
          pieces: ['chicken', 'chicken', 'chicken'],
          egg: true,
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water'],
    },
  },
  {
    title: 'Chicken Roast with Polao',
    category: 'Dinner',
    description: 'A glossy, sweet-spicy chicken roast leg with buttery polao. The dish everyone queues early for.',
    ingredients: ['Chicken', 'Yoghurt', 'Fried onion', 'Ghee', 'Polao rice', 'Sugar'],
    price: '220.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        { kind: 'polao', tint: 'white' },
        { kind: 'curry', sauce: 'orange', pieces: ['drumstick'], thick: true },
      ],
      extras: ['onion', 'lemon'],
    },
  },
  {
    title: 'Alu Bhorta, Dim Bhaja and Dal',
    category: 'Dinner',
    description: 'Rice with mashed potato bhorta, a fried egg and a bowl of dal. Pure comfort after a long day.',
    ingredients: ['Rice', 'Potato', 'Egg', 'Masoor dal', 'Mustard oil', 'Onion'],
    price: '70.00',
    distributorName: RAHIMA,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'bhorta', flavours: ['alu'] }, { kind: 'fried-egg' }],
      sides: [{ kind: 'dal' }],
    },
  },
  {
    title: 'Chicken Chowmein',
    category: 'Dinner',
    description: 'Wok-tossed noodles with chicken, egg, cabbage and carrot. The late-night favourite.',
    ingredients: ['Noodles', 'Chicken', 'Egg', 'Cabbage', 'Carrot', 'Soy sauce', 'Capsicum'],
    price: '110.00',
    distributorName: SHAPLA,
    art: {
      table: 'gamchha-red',
      onPlate: [{ kind: 'noodles' }],
      extras: ['chili', 'water'],
    },
  },
  {
    title: 'Khichuri with Beef Bhuna',
    category: 'Dinner',
    description: 'Rainy-night bhuna khichuri with a generous side of dark, slow-cooked beef.',
    ingredients: ['Rice', 'Moong dal', 'Beef', 'Onion', 'Ghee', 'Garam masala'],
    price: '160.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        { kind: 'khichuri' },
        {
          kind: 'curry',
          sauce: 'brown',
          pieces: ['beef', 'beef', 'beef', 'beef'],
          thick: true,
        },
      ],
      extras: ['onion', 'chili'],
    },
  },
  {
    title: 'Tilapia Bhuna with Rice',
    category: 'Dinner',
    description: 'A whole tilapia fried crisp and finished in a thick onion-tomato masala, with rice and salad.',
    ingredients: ['Tilapia', 'Onion', 'Tomato', 'Turmeric', 'Chili powder', 'Rice'],
    price: '120.00',
    distributorName: JAMAL,
    art: {
      onPlate: [{ kind: 'rice' }, { kind: 'whole-fish', masala: true }],
      sides: [{ kind: 'salad' }],
    },
  },
  {
    title: 'Chicken Jhol with Ruti',
    category: 'Dinner',
    description: 'Thin, gingery chicken jhol with potato, eaten with warm rutis. Light enough for a late dinner.',
    ingredients: ['Chicken', 'Potato', 'Ginger', 'Cumin', 'Atta', 'Coriander'],
    price: '95.00',
    distributorName: NASRIN,
    art: {
      vessel: 'steel-plate',
      onPlate: [
        { kind: 'bread', style: 'ruti' },
        {
          kind: 'curry',
          sauce: 'orange',
          pieces: ['chicken', 'chicken', 'potato', 'potato'],
        },
      ],
    },
  },
  {
    title: 'Beef Curry with Paratha',
    category: 'Dinner',
    description: 'Spicy beef curry with potatoes and two layered parathas to mop up every drop.',
    ingredients: ['Beef', 'Potato', 'Onion', 'Garlic', 'Atta', 'Ghee'],
    price: '170.00',
    distributorName: BISMILLAH,
    art: {
      onPlate: [
        { kind: 'bread', style: 'paratha', count: 2 },
        {
          kind: 'curry',
          sauce: 'brown',
          pieces: ['beef', 'beef', 'beef', 'potato'],
        },
      ],
      extras: ['onion'],
    },
  },
  {
    title: 'Dim Khichuri',
    category: 'Dinner',
    description: 'Yellow khichuri cooked with eggs, peas and a little ghee. Warm, soft and cheap.',
    ingredients: ['Rice', 'Moong dal', 'Egg', 'Green peas', 'Ghee', 'Turmeric'],
    price: '80.00',
    distributorName: RAHIMA,
    art: {
      vessel: 'bowl',
      onPlate: [{ kind: 'khichuri', pieces: ['egg', 'egg'] }],
      extras: ['chili', 'spoon'],
    },
  },
  {
    title: 'Chicken Biryani',
    category: 'Dinner',
    description: 'Saffron-tinted biryani layered with chicken, potato and a boiled egg. Friday night sorted.',
    ingredients: ['Basmati rice', 'Chicken', 'Potato', 'Egg', 'Saffron', 'Fried onion', 'Ghee'],
    price: '200.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        {
          kind: 'polao',
          tint: 'saffron',
          pieces: ['chicken', 'chicken', 'potato'],
          egg: true,
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water'],
    },
  },
  {
    title: 'Sobji Khichuri',
    category: 'Dinner',
    description: 'Khichuri loaded with cauliflower, potato and tomato, served with a crisp begun bhaja.',
    ingredients: ['Rice', 'Moong dal', 'Cauliflower', 'Potato', 'Tomato', 'Eggplant'],
    price: '65.00',
    distributorName: PADMA,
    art: {
      onPlate: [{ kind: 'khichuri', pieces: ['cauliflower', 'potato', 'tomato'] }, { kind: 'begun-bhaja' }],
      extras: ['chili'],
    },
  },
  {
    title: 'Chicken Curry with Paratha',
    category: 'Dinner',
    description: 'Red, spicy chicken curry with two crisp parathas. The hotel-style dinner.',
    ingredients: ['Chicken', 'Onion', 'Garlic', 'Chili powder', 'Atta', 'Ghee'],
    price: '110.00',
    distributorName: SHAPLA,
    art: {
      table: 'teak',
      onPlate: [
        { kind: 'bread', style: 'paratha' },
        {
          kind: 'curry',
          sauce: 'red',
          pieces: ['chicken', 'chicken', 'chicken'],
        },
      ],
      extras: ['onion', 'chili'],
    },
  },
  {
    title: 'Lau Chingri with Rice',
    category: 'Dinner',
    description: 'Bottle gourd and small prawns in a mild, milky gravy with rice. Homely and very gentle.',
    ingredients: ['Lau', 'Prawns', 'Milk', 'Ginger', 'Green chili', 'Rice'],
    price: '120.00',
    distributorName: NASRIN,
    art: {
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'cream',
          pieces: ['prawn', 'prawn', 'potato', 'prawn'],
        },
      ],
      extras: ['lemon'],
    },
  },
  {
    title: 'Dal Bhaat with Sobji Bhaji',
    category: 'Dinner',
    description: 'Rice, dal and a dry mixed-vegetable bhaji with a green chili on the side. The everyday mess plate.',
    ingredients: ['Rice', 'Masoor dal', 'Potato', 'Carrot', 'Green beans', 'Cauliflower'],
    price: '55.00',
    distributorName: JAMAL,
    art: {
      vessel: 'steel-plate',
      onPlate: [{ kind: 'rice' }, { kind: 'vegetables', dry: true }, { kind: 'dal' }],
      extras: ['chili'],
    },
  },
  {
    title: 'Egg Noodles with Fried Egg',
    category: 'Dinner',
    description: 'Spicy stir-fried noodles with vegetables, topped with a runny fried egg.',
    ingredients: ['Noodles', 'Egg', 'Cabbage', 'Carrot', 'Green chili', 'Soy sauce'],
    price: '80.00',
    distributorName: SHAPLA,
    art: {
      onPlate: [{ kind: 'noodles' }, { kind: 'fried-egg' }],
      extras: ['tea'],
    },
  },
];

/** Everyday meals on the menu. */
export const DEMO_MEALS: DemoDish[] = [...BREAKFAST, ...LUNCH, ...DINNER];

/** Festive specials, listed as "coming soon". */
export const DEMO_UPCOMING: DemoDish[] = [
  {
    title: 'Kacchi Biryani',
    category: 'Dinner',
    description:
      'Old Dhaka style kacchi: marinated khashi mutton and potato slow-cooked under fragrant basmati rice in a sealed handi.',
    ingredients: ['Basmati rice', 'Mutton', 'Potato', 'Yoghurt', 'Saffron', 'Ghee', 'Fried onion', 'Plum'],
    price: '320.00',
    distributorName: BISMILLAH,
    art: {
      vessel: 'clay',
      onPlate: [
        {
          kind: 'polao',
          tint: 'saffron',
          pieces: ['mutton', 'mutton', 'potato', 'mutton'],
          egg: true,
        },
      ],
      sides: [{ kind: 'salad' }],
      extras: ['water', 'lemon'],
    },
  },
  {
    title: 'Shorshe Ilish with Rice',
    category: 'Lunch',
    description:
      'Hilsa steaks steamed in a sharp mustard paste with green chilies and mustard oil, served on banana leaf with rice.',
    ingredients: ['Ilish', 'Mustard seeds', 'Mustard oil', 'Green chili', 'Turmeric', 'Rice'],
    price: '300.00',
    distributorName: RAHIMA,
    art: {
      vessel: 'leaf',
      table: 'teak',
      onPlate: [{ kind: 'rice' }, { kind: 'curry', sauce: 'mustard', pieces: ['ilish', 'ilish'] }],
      extras: ['chili'],
    },
  },
  {
    title: 'Mutton Rezala with Polao',
    category: 'Dinner',
    description: 'A creamy, mildly sweet rezala of tender mutton in yoghurt and cashew gravy, with ghee polao.',
    ingredients: ['Mutton', 'Yoghurt', 'Cashew paste', 'Ghee', 'Polao rice', 'Cardamom', 'Dried chili'],
    price: '290.00',
    distributorName: KARIM,
    art: {
      onPlate: [
        { kind: 'polao', tint: 'white' },
        {
          kind: 'curry',
          sauce: 'cream',
          pieces: ['mutton', 'mutton', 'mutton'],
        },
      ],
      extras: ['onion', 'water'],
    },
  },
  {
    title: 'Chingri Malai Curry',
    category: 'Lunch',
    description: 'Plump golda chingri simmered in coconut milk with a touch of ghee and garam masala, with rice.',
    ingredients: ['Golda chingri', 'Coconut milk', 'Ghee', 'Onion', 'Garam masala', 'Rice'],
    price: '280.00',
    distributorName: PADMA,
    art: {
      vessel: 'leaf',
      onPlate: [
        { kind: 'rice' },
        {
          kind: 'curry',
          sauce: 'cream',
          pieces: ['prawn', 'prawn', 'prawn', 'prawn'],
        },
      ],
      extras: ['lemon'],
    },
  },
  {
    title: 'Beef Kala Bhuna with Paratha',
    category: 'Dinner',
    description:
      'Chittagong-style kala bhuna, beef cooked for hours until almost black and deeply spiced, with hot parathas.',
    ingredients: ['Beef', 'Onion', 'Garlic', 'Mustard oil', 'Kala bhuna masala', 'Atta'],
    price: '260.00',
    distributorName: JAMAL,
    art: {
      table: 'walnut',
      onPlate: [
        { kind: 'bread', style: 'paratha', count: 2 },
        {
          kind: 'curry',
          sauce: 'brown',
          pieces: ['beef', 'beef', 'beef', 'beef', 'beef', 'beef'],
          thick: true,
        },
      ],
      extras: ['onion', 'chili'],
    },
  },
  {
    title: 'Shahi Firni',
    category: 'Dinner',
    description: 'Ground-rice firni set in a clay sanki, scented with cardamom and rose, topped with pistachio.',
    ingredients: ['Rice flour', 'Milk', 'Sugar', 'Cardamom', 'Pistachio', 'Rose water'],
    price: '90.00',
    distributorName: NASRIN,
    art: {
      vessel: 'clay',
      table: 'gamchha-green',
      onPlate: [{ kind: 'pudding', style: 'firni' }],
      extras: ['spoon'],
    },
  },
];

export const DEMO_REVIEW_TEXTS: string[] = [
  'Honestly better than what I get at home. The dal was perfect.',
  'Portion was generous and it was still hot when I got to the dining hall.',
  'Tasty, but a bit too oily for me. I would still order it again.',
  'The paratha was crisp outside and soft inside. Exactly how it should be.',
  'Good value for the price. I am a regular now.',
  'The fish had a few too many bones, but the jhol was lovely.',
  'Bit salty today. Usually this is one of the best things on the menu.',
  'My roommate and I fight over who gets the last piece. Excellent.',
  'The bhorta tasted like my nani made it. Strong mustard oil, just right.',
  'Rice was slightly overcooked but the curry saved it.',
  'Too spicy for me, my mouth was on fire. My friends loved it though.',
  'Fresh, simple and filling. Perfect before a morning lab.',
  'Served a little late, but worth the wait.',
  'The meat was tender and the gravy was rich. Five stars from me.',
  'Not bad, not great. The salad on the side was a nice touch.',
  'I wish the portion was a bit bigger for this price.',
  'Best khichuri on campus, no doubt. Perfect for a rainy day.',
  'Egg was a bit overdone, but the rest was really good.',
  'Clean plates, friendly server and tasty food. What more do you need?',
  'The tea is strong and sweet, just how I like it.',
  'Had it three times this week. No regrets.',
  'Flavour was good but it came out lukewarm. Please keep it hot.',
  'Reminds me of Eid at home. Please make it more often!',
  'The dal was a little watery today.',
  'Great for the price. I can actually afford to eat well now.',
  'The beef was a bit chewy this time, but the masala was spot on.',
  'Light and healthy, exactly what I needed after exams.',
  'Could use a little more salt, otherwise very nice.',
  'The polao smelled amazing from down the corridor.',
  'Quick service even at peak lunch time. Food was tasty too.',
  'I am from Sylhet and this is the closest to home food I have found in Dhaka.',
  'Slightly too sweet for my taste, but my friends liked it.',
  'Generous pieces of chicken, not just potatoes. Appreciated!',
  'Nice and crispy. I ate it before I could take a photo.',
  'Average. The previous batch was better.',
  'Bhorta plus dal plus hot rice is pure happiness.',
  'Gravy was excellent, though the rice could have been warmer.',
  'Worth every taka. Thank you to the cooks!',
  'Too much chili powder today, but I still finished the plate.',
  'My go-to order before night study sessions.',
];

export const DEMO_STUDENT_NAMES: string[] = [
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Rakibul Hasan',
  'Farzana Akter',
  'Mehedi Hasan',
  'Sadia Islam',
  'Arif Hossain',
  'Tasnim Rahman',
  'Shakil Ahmed',
  'Sumaiya Akter',
  'Imran Khan',
  'Jannatul Ferdous',
  'Nazmul Huda',
  'Mim Chowdhury',
  'Sabbir Rahman',
  'Afsana Mimi',
  'Rashedul Islam',
  'Tahmina Sultana',
  'Fahim Shahriar',
  'Lamia Haque',
  'Zahidul Karim',
  'Nabila Tabassum',
  'Ashraful Alam',
  'Sharmin Sultana',
  'Towhidul Islam',
  'Rifat Jahan',
  'Mahmudul Hasan',
  'Anika Tahsin',
  'Sajid Hasan',
  'Farhana Yasmin',
  'Shihab Uddin',
  'Ishrat Jahan',
  'Nayeem Hossain',
  'Maliha Rahman',
  'Abrar Fahad',
  'Tanjila Akter',
  'Saiful Islam',
  'Raisa Chowdhury',
  'Kamrul Hasan',
  'Sanjida Haque',
  'Mushfiqur Rahim',
  'Tania Sultana',
  'Sourav Das',
  'Priyanka Saha',
  'Anik Roy',
  'Moumita Debnath',
  'Hasibul Hasan',
  'Ayesha Siddiqua',
  'Rezaul Karim',
  'Nowshin Nawar',
  'Tahsin Ahmed',
  'Sabrina Rahman',
  'Mominul Haque',
  'Fariha Tasnim',
  'Jubayer Hossain',
  'Rumana Akter',
  'Ibrahim Khalil',
  'Samia Afrin',
  'Ovi Chakraborty',
  'Fatema Tuz Zohra',
];
