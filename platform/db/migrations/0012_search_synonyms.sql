CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"synonyms" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
-- The operator's starting list (the console's Catalogue → Search words edits it): Indian spellings of one garment and
-- the words shoppers use for one another.
INSERT INTO "search_synonyms" ("word", "synonyms", "position") VALUES
	('saree', '{sari,sadi,saaree}', 1),
	('kurta', '{kurtha,kurtas}', 2),
	('kurti', '{kurtis,kurthi}', 3),
	('lehenga', '{lehnga,lahenga,lehanga,lengha,ghagra}', 4),
	('dupatta', '{dupata,duppata,chunni,chunri,odhni}', 5),
	('salwar', '{shalwar,salvar}', 6),
	('churidar', '{churidaar,chudidar}', 7),
	('chappal', '{slipper,slippers,chappals}', 8),
	('jutti', '{juttis,mojari,mojaris,jooti}', 9),
	('pyjama', '{pajama,pyjamas,pajamas}', 10),
	('dhoti', '{dhotis,veshti,mundu}', 11),
	('jhumka', '{jhumki,jhumkas}', 12),
	('bangle', '{bangles,chudi,choodi}', 13),
	('attar', '{ittar,itar,attars}', 14),
	('kajal', '{kajol,kohl,surma}', 15),
	('trousers', '{pants,pant,trouser}', 16),
	('sneakers', '{sneaker,trainers}', 17),
	('mobile', '{phone,smartphone}', 18),
	('handbag', '{purse,handbags}', 19),
	('tshirt', '{tee,tees}', 20);
