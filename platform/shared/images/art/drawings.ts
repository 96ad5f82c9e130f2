import type { DemoArtKind } from '../demo-art-kinds';
import { backpack, box, earbuds, handbag, phonecase, powerbank, toy, wallet, watch } from './accessories';
import { dress, dupatta, jacket, jeans, kurta, lehenga, saree, shirt, trousers, tshirt, type Drawing } from './apparel';
import { bottle, jar, kajal, lipstick, perfume, spray } from './beauty';
import { heel, sandal, shoe } from './footwear';
import { carrom, chess } from './games';
import { bedsheet, clock, cushion, flask, lamp, plate, pot, towel } from './home';

/** The drawing for every kind the demo catalogue uses. */
export const drawings: Record<DemoArtKind, Drawing> = {
  tshirt,
  shirt,
  kurta,
  jacket,
  trousers,
  jeans,
  saree,
  lehenga,
  dupatta,
  dress,
  toy,
  box,
  chess,
  carrom,
  lipstick,
  kajal,
  bottle,
  jar,
  perfume,
  spray,
  shoe,
  sandal,
  heel,
  pot,
  plate,
  flask,
  cushion,
  lamp,
  clock,
  bedsheet,
  towel,
  phonecase,
  powerbank,
  earbuds,
  watch,
  handbag,
  wallet,
  backpack,
};
