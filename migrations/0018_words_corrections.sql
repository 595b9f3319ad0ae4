-- Corrections of seeded facts and typography (docs/decisions/022, "Words"). As in 0009, a database seeded before
-- keeps the owner's own edits: only a value still as seeded changes.
UPDATE `catalog_models` SET `history` = replace(`history`, 'ponownie zaczęła świecić – początkowo pod nazwą Postomino. Historyczną nazwę Ustka przywrócono jej w 1947 roku.', 'ponownie zaczęła świecić – początkowo pod nazwą Ujście (pisaną też Uście), którą nosiło wtedy miasto. Nazwę Ustka miasto i latarnia noszą od 1947 roku.') WHERE `component` = 'Ustka' AND instr(`history`, 'ponownie zaczęła świecić – początkowo pod nazwą Postomino. Historyczną nazwę Ustka przywrócono jej w 1947 roku.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `description` = replace(`description`, 'urząd ten sprawował Mikołaj Kopernik, który pozostawił na ścianie krużganka własnoręcznie wykreśloną tablicę astronomiczną.', 'urząd ten sprawował Mikołaj Kopernik; tablicę astronomiczną na ścianie krużganka przypisuje się jego ręce.') WHERE `component` = 'Olsztyn' AND instr(`description`, 'urząd ten sprawował Mikołaj Kopernik, który pozostawił na ścianie krużganka własnoręcznie wykreśloną tablicę astronomiczną.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `description` = replace(`description`, 'Światło umieszczone 70 m n.p.m. sięga', 'Światło umieszczone 75 m n.p.m. sięga') WHERE `component` = 'Stilo' AND instr(`description`, 'Światło umieszczone 70 m n.p.m. sięga') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `history` = replace(`history`, 'stoi na wydmie wznoszącej się na około 41 m n.p.m.', 'stoi na wydmie wznoszącej się na około 45 m n.p.m.') WHERE `component` = 'Stilo' AND instr(`history`, 'stoi na wydmie wznoszącej się na około 41 m n.p.m.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `history` = replace(`history`, 'Światło latarni znajduje się na wysokości 70 m n.p.m.', 'Światło latarni znajduje się na wysokości 75 m n.p.m.') WHERE `component` = 'Stilo' AND instr(`history`, 'Światło latarni znajduje się na wysokości 70 m n.p.m.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `description` = replace(`description`, 'a światło nawigacyjne zamontowano na niej dopiero w latach 70. XX wieku.', 'a światło nawigacyjne zamontowano na niej dopiero po II wojnie światowej.') WHERE `component` = 'Sopot' AND instr(`description`, 'a światło nawigacyjne zamontowano na niej dopiero w latach 70. XX wieku.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `history` = replace(`history`, 'W połowie lat 70. zmodernizowano kotłownię i uciążliwy, dymiący komin przestał być potrzebny. Wieżę przystosowano wtedy do nowej roli i zamontowano na niej światło nawigacyjne o zasięgu 5 mil morskich, zbyt słabe, by uznać obiekt za latarnię morską.', 'Na wieży zamontowano wtedy światło nawigacyjne o zasięgu 5 mil morskich, ujęte już w spisie świateł z 1957 roku, lecz zbyt słabe, by uznać obiekt za latarnię morską. W połowie lat 70. zmodernizowano kotłownię i uciążliwy, dymiący komin przestał być potrzebny.') WHERE `component` = 'Sopot' AND instr(`history`, 'W połowie lat 70. zmodernizowano kotłownię i uciążliwy, dymiący komin przestał być potrzebny. Wieżę przystosowano wtedy do nowej roli i zamontowano na niej światło nawigacyjne o zasięgu 5 mil morskich, zbyt słabe, by uznać obiekt za latarnię morską.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `history` = replace(`history`, 'Status latarni wieża uzyskała dopiero po wymianie urządzenia świetlnego na silniejsze, które zwiększyło zasięg do 17 mil morskich.', 'Status latarni wieża uzyskała w 1977 roku, po wymianie urządzenia świetlnego na silniejsze, które zwiększyło zasięg do 17 mil morskich.') WHERE `component` = 'Sopot' AND instr(`history`, 'Status latarni wieża uzyskała dopiero po wymianie urządzenia świetlnego na silniejsze, które zwiększyło zasięg do 17 mil morskich.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `history` = replace(`history`, 'Falcon 9 w obecnej wersji, nazywanej Block 5, mierzy około 70 metrów wysokości przy średnicy 3,7 metra.', 'Falcon 9 w obecnej wersji, nazywanej Block 5, mierzy z osłoną ładunku około 70 m, a z kapsułą Crew Dragon około 66 m, przy średnicy 3,7 m.') WHERE `component` = 'Falcon9' AND instr(`history`, 'Falcon 9 w obecnej wersji, nazywanej Block 5, mierzy około 70 metrów wysokości przy średnicy 3,7 metra.') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, '"41 m n.p.m."', '"45 m n.p.m."') WHERE `component` = 'Stilo' AND instr(`technical_data`, '"41 m n.p.m."') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, '"70 m n.p.m."', '"75 m n.p.m."') WHERE `component` = 'Stilo' AND instr(`technical_data`, '"70 m n.p.m."') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, ',["Sektor widzialności światła","151°-102°"]', '') WHERE `component` = 'Hel' AND instr(`technical_data`, ',["Sektor widzialności światła","151°-102°"]') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, '"048°-261°(213°)"', '"048°–261° (213°)"') WHERE `component` = 'Czolpino' AND instr(`technical_data`, '"048°-261°(213°)"') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, '"079,5°-242°(162,5°)"', '"079,5°–242° (162,5°)"') WHERE `component` = 'Kolobrzeg' AND instr(`technical_data`, '"079,5°-242°(162,5°)"') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `technical_data` = replace(`technical_data`, '"140°-320°"', '"140°–320°"') WHERE `component` = 'PortPolnocny' AND instr(`technical_data`, '"140°-320°"') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `facts` = replace(`facts`, '2009/04/68 cm-predator-papercraft.html', '2009/04/68cm-predator-papercraft.html') WHERE `component` = 'Predator' AND instr(`facts`, '2009/04/68 cm-predator-papercraft.html') > 0;
--> statement-breakpoint
UPDATE `catalog_models` SET `position` = '[40.748333,-73.985556]' WHERE `component` = 'Wiezowce' AND `position` = '[40.731860593,-73.99407905]';
--> statement-breakpoint
UPDATE `catalog_models` SET `light_phases` = replace(`light_phases`, ' s"', ' s"') WHERE `component` IN ('Stilo', 'Czolpino', 'Hel', 'Rozewie', 'Jastarnia', 'Kikut', 'Sopot', 'PortPolnocny', 'Gaski', 'Darlowo', 'Jaroslawiec', 'Kolobrzeg', 'Niechorze', 'Swinoujscie', 'Ustka', 'KrynicaMorska', 'NowyPort') AND instr(`light_phases`, ' s"') > 0;
--> statement-breakpoint
UPDATE `info` SET `content` = replace(`content`, 'W danych każdej wycinanki podany jest stopień trudności w skali od 1 do 3:', 'Stopień trudności podają wydawnictwa (GPM, Modelik) przy swoich zestawach, w skali od 1 do 3; modele z darmowych projektów z internetu i z projektu własnego go nie mają:') WHERE `id` = 2 AND instr(`content`, 'W danych każdej wycinanki podany jest stopień trudności w skali od 1 do 3:') > 0;
--> statement-breakpoint
UPDATE `info` SET `content` = replace(`content`, 'Przy każdym modelu są zdjęcia, dane wycinanki i krótki artykuł o historii oryginału', 'Przy każdym modelu są zdjęcia, dane zestawu i krótki artykuł o historii oryginału') WHERE `id` = 2 AND instr(`content`, 'Przy każdym modelu są zdjęcia, dane wycinanki i krótki artykuł o historii oryginału') > 0;
--> statement-breakpoint
UPDATE `catalog_state` SET `version` = `version` + 1;
