/**
 * The Cutter-Sanborn Three-Figure Table (C. A. Cutter, revised by Kate E. Sanborn; public
 * domain), as data: one line per initial letter, each entry the beginning of a name followed by
 * its number ("Silv586" = names from "Silv" up to the next entry take 586). Within a letter the
 * beginnings ascend alphabetically and the numbers never go down (cutter-table.test.ts checks
 * both). Vowels, J, K, U, Y and Z have two figures, Q and X one, as in the printed table.
 *
 * Four entries of the transcription this was checked against broke the table's order and are
 * left out (Berh 497, Fel 48, Funn 943, Hox 871): names there take the entry before them, as
 * the table's rule says for any name between two entries.
 */
export const CUTTER_SANBORN_TABLE = `
Aa111 Aal112 Aar113 Aars114 Aas115 Aba116 Abal117 Abar118 Abat119 Abau121 Abb122 Abbat123 Abbe124 Abbo125 Abbot126 Abbott131
Abd135 Abdul136 Abdy137 Abe138 Abel139 Aben142 Aber143 Abercr144 Aberd145 Abern146 Abert147 Abi148 Abing149 Abk151 Abl152
Abn153 Abo154 Abou155 About156 Abov157 Abr158 Abrah159 Abrai161 Abre162 Abri163 Abru164 Abu165 Abul166 Abur167 Aca168 Acc169
Acci171 Acco172 Ace173 Aces174 Ach175 Achar176 Ache177 Achi178 Achm179 Aci181 Ack182 Ackw183 Acl184 Aco185 Acq186 Acr187 Act188
Acu189 Ada191 Adal192 Adam193 Adami198 Adamo199 Adams211 Adamson221 Add222 Adde223 Addi224 Addison225 Ade228 Adelh229 Adelo231
Aden232 Adet233 Adh234 Adi235 Adk236 Adl237 Adm238 Ado239 Ador241 Adr242 Adri243 Ads244 Ady245 Ae246 Aeg247 Ael248 Aem249 Aen251
Aer252 Aes253 Aeso254 Aet255 Afa256 Affl257 Afr258 Aga259 Agar261 Agas262 Agat263 Agay264 Age265 Agg266 Agi267 Agis268 Agl269
Agn271 Agnes272 Agnew273 Agno274 Ago275 Agou276 Agr277 Agri278 Agrip279 Agro281 Agu282 Aguil283 Aguir284 Ah285 Ahm286 Ahr287
Ai288 Aig289 Aik291 Aiki292 Ail293 Aim294 Ain295 Ains296 Ainsw297 Air298 Ais299 Ait311 Aj312 Ak313 Aker314 Akers315 Al316
Alain317 Alam318 Alan319 Alar321 Alard322 Alary323 Alav324 Alb325 Alban326 Albar327 Albe328 Alber329 Alberi331 Albero332
Albert333 Alberti334 Albi335 Albini336 Albinu337 Albiz338 Albo339 Albr341 Albri342 Albriz343 Albro344 Albu345 Alc346 Alcan347
Alcar348 Alcaz349 Alce351 Alci352 Alcip353 Alco354 Alcot355 Alcu356 Ald357 Alden358 Alder361 Alders362 Aldi363 Aldo364 Aldr365
Ale366 Alem367 Alen368 Alep369 Ales371 Alessi372 Alew373 Alex374 Alexandre381 Alexandro383 Alexi384 Alfa385 Alfe386 Alfi387
Alfo388 Alford389 Alfr391 Alfred392 Alfri393 Alg394 Alger395 Algh396 Alh397 Ali398 Alif399 Alig411 Alip412 Alis413 Alk415 All416
Allan417 Allard419 Allas421 Alle422 Allein423 Allem424 Allen425 Allens433 Aller434 Alley435 Alli436 Alling437 Allis438 Allo441
Alls442 Ally443 Alm444 Alman445 Almas446 Alme447 Almen448 Almi449 Almo451 Almon452 Alo453 Alon454 Alos455 Alp456 Alpi457 Alq458
Alr459 Als461 Alsop462 Alste463 Alsto464 Alt465 Alte466 Alth467 Alti468 Alto469 Alu471 Alv472 Alvare473 Alve474 Alvi475 Alvo476
Alw477 Alz478 Ama479 Amad481 Amal482 Amalt483 Aman484 Amar485 Amas486 Amat487 Amato488 Amau489 Amb491 Ambi492 Ambl493 Ambo494
Ambr495 Ambros496 Ambu497 Ame498 Amelo499 Amen511 Amer512 Ames513 Amh515 Ami516 Amin517 Amm518 Ammir519 Ammo521 Amn522 Amo523
Amor524 Amos525 Amp526 Amps527 Ams528 Amu529 Amy531 Ana532 Anam533 Anas534 Anat535 Anax536 Anb537 Anc538 Anch539 Anci541 Anco542
And543 Anders544 Anderson545 Andr553 Andral554 Andre555 Andrea556 Andreas557 Andree558 Andrei559 Andres561 Andrew562 Andrewe564
Andrews565 Andri573 Andro574 Andron575 Andros576 Andry577 Ane578 Aner579 Ang581 Angeli582 Angell583 Angelo584 Angelu585 Angen586
Anger587 Angi588 Angl589 Anglu591 Ango592 Angou593 Angu594 Angus595 Anh596 Ani597 Anim598 Anis599 Ank611 Anl612 Ann613 Annes614
Anni615 Anq616 Ans617 Ansel618 Ansi619 Ansl621 Anso622 Ansp623 Anst624 Anstey625 Ansti626 Ant627 Antho628 Anti629 Antim631
Antio632 Antip633 Anto634 Antoni635 Antr636 Anv637 Ao638 Ap639 Apel641 Api642 Apo643 Apollo644 Apos645 App646 Appi647 Appl648
Appleton649 Appu653 Apr654 Apt655 Aqu656 Aquin657 Ara658 Arag659 Aram661 Aran662 Arat663 Arb664 Arbl665 Arbo666 Arbu667 Arc668
Arch669 Archer671 Archi673 Arci674 Arco675 Ard676 Ardo677 Are678 Areh679 Aren681 Aret682 Aretin683 Arez684 Arf685 Arg686
Argel687 Argen688 Argent689 Argenti691 Argi692 Argo693 Argu694 Argy695 Ari696 Arib697 Arid698 Arig699 Arin711 Ario712 Arip713
Aris714 Aristi715 Aristo716 Aristop717 Ariu718 Ariz719 Ark721 Arkw722 Arl723 Arling724 Arlo725 Arlu726 Arm727 Arme728 Armi729
Armis731 Armit732 Arms734 Armstrong735 Army741 Arn742 Arnal743 Arnau744 Arnaul745 Arnay746 Arnd747 Arne748 Arni749 Arno751
Arnold752 Arnoldi762 Arnon763 Arnot764 Arnou765 Arnoult766 Arns767 Arnu768 Aro769 Arou771 Arp772 Arr773 Arre774 Arri775
Arrig776 Arriv777 Arro778 Arrows779 Ars781 Arsi782 Arsl783 Art784 Artau785 Arte786 Arth787 Arthur788 Arto792 Aru793 Arunt794
Arv795 Arw796 Arz797 Asa798 Asb799 Asc811 Asch812 Aschen813 Ascl814 Asco815 Ase816 Asf817 Asg818 Ash819 Ashbu821 Ashburt822
Ashby823 Ashe824 Asher825 Ashl826 Ashm827 Asht828 Ashw831 Asi832 Asio833 Ask834 Askew835 Asm836 Aso837 Asp838 Asper839 Aspi841
Aspl842 Aspr843 Ass844 Assen845 Asser846 Assh847 Assi848 Asso849 Assu851 Ast852 Aste853 Asti854 Astl855 Asto856 Aston857
Astor858 Astr859 Asu861 Ata862 Atch863 Ate864 Ath865 Athe866 Athen867 Ather868 Athi871 Ati872 Atk873 Atkinson875 Atky879 Atl881
Atr882 Att883 Atter884 Atti885 Attw886 Atw887 Aub888 Aubert889 Aubery891 Aubes892 Aubi893 Aubin894 Aubr895 Aubry896 Aubu897
Auc898 Aud899 Audi911 Audin912 Audl913 Audo914 Audr915 Audu916 Aue917 Auf918 Aug919 Augi921 Augu922 Augus923 Aul924 Aum925
Aun926 Aur927 Auri928 Auriv929 Auro931 Aus932 Austen933 Austin935 Aut939 Autr941 Auv942 Aux943 Auz944 Ava945 Avan946 Avau947
Ave948 Avell949 Aven951 Aver952 Avero953 Avery954 Avez956 Avi957 Avil958 Avit959 Avo961 Avos962 Avr963 Awa964 Awb965 Awd966
Awi967 Ax968 Axel969 Axo971 Axt972 Aya973 Ayc974 Ayd975 Aye976 Ayers977 Ayl978 Aylm979 Aylw981 Aym982 Ayn983 Ayr984 Ayres985
Ayrt986 Ays987 Ayt988 Ayton989 Aza991 Azar992 Aze993 Azev994 Azi995 Azo996 Azr997 Azy998 Azz999
Ba111 Bab112 Babe113 Babi114 Babr115 Bac116 Bacci117 Bach118 Bache119 Bachell121 Bachet122 Bachi123 Bachm124 Baci125 Back126
Bacm127 Baco128 Bacr131 Bad132 Bade133 Baden134 Badg135 Badi136 Bado137 Badr138 Bae139 Baer141 Baert142 Baf143 Bag144 Bagi145
Bagl146 Bagn147 Bago148 Bags149 Bah151 Bai152 Bail153 Baile154 Baill157 Baillo158 Bails159 Baily161 Bain162 Bair163 Bait164
Baj165 Bak166 Bake167 Baks169 Bal171 Balb172 Balbo173 Balc174 Bald175 Balder176 Baldi177 Baldo178 Baldu179 Baldw181 Bale183
Bales184 Balf185 Bali186 Ball187 Balla188 Ballar189 Balle191 Balli192 Ballo193 Balm194 Balo195 Bals196 Balt197 Balu198 Bam199
Bamp211 Ban212 Banc213 Band214 Bane215 Bang216 Bani217 Bank218 Bann219 Bao221 Bap222 Bar223 Barag224 Baran225 Barat226
Barau227 Barb228 Barbar229 Barbat231 Barbau232 Barbe233 Barber234 Barbet235 Barbi236 Barbil237 Barbo238 Barbou239 Barbu241
Barc242 Barch243 Barcl244 Bard245 Bardi246 Bardo247 Bare248 Barf249 Barg251 Bari252 Barin253 Bark254 Barker255 Barki256 Barl257
Barlo258 Barn259 Barnes261 Barnh262 Barnu263 Baro264 Baron265 Baroni266 Barot267 Barr268 Barras269 Barre271 Barrer272 Barret273
Barrett274 Barri275 Barrin276 Barro277 Barrow278 Barry279 Bars282 Bart283 Barth284 Barthel285 Bartho286 Bartholo287 Barti288
Bartl289 Barto292 Barton293 Bartr294 Baru295 Barw296 Bas297 Basc298 Base299 Basi311 Basili312 Basin313 Basir314 Bask315 Basn316
Bass317 Basse318 Basset319 Bassi321 Basso322 Bassu323 Bast324 Baste325 Basti326 Basto327 Bat328 Bates329 Bath331 Bathu332
Bati333 Bato334 Batt335 Batti336 Bau337 Baud338 Baudio339 Baudo341 Baudr342 Baudu343 Baue344 Bauf345 Baug346 Baum347 Baumg348
Baun349 Baur351 Baut352 Bav353 Bavi354 Bax355 Bay356 Baye357 Bayl358 Bayly359 Bayn361 Baz362 Bazi363 Bazo364 Be365 Beal366
Bean367 Bear368 Beat369 Beau371 Beauch372 Beaucl373 Beauf374 Beaug375 Beauh376 Beaul377 Beaum378 Beaumo379 Beaun381 Beaup382
Beaur383 Beaus384 Beauv385 Beauvo386 Beb387 Bec388 Bece389 Bech391 Bechs392 Beck393 Becke394 Becker395 Becki397 Becm398 Bed399
Bede411 Bedi412 Bedr413 Bee414 Beer415 Beg416 Begi417 Begu418 Beh419 Behr421 Bei422 Beis423 Bek424 Bel425 Belan426 Belch427
Bele428 Belg429 Beli431 Belk432 Bell433 Bellan436 Bellav437 Belle438 Belleg439 Bellen441 Beller442 Belli443 Bellin444 Bellm445
Bello446 Bellon447 Bellow448 Bellu449 Belm451 Belo452 Belt453 Belv454 Bem455 Ben456 Benc457 Bend458 Bendo459 Bene461 Benede462
Benedi463 Benef464 Benel465 Beng466 Beni467 Benj468 Benn469 Bennett471 Beno473 Bens474 Bent475 Benth476 Bentl477 Bento478
Benw479 Beo481 Ber482 Berar483 Berau484 Berc485 Berck486 Bere487 Beren488 Berens489 Beres491 Beret492 Berg493 Bergan494
Berge495 Berger496 Bergi498 Bergm499 Beri511 Berk512 Berkl513 Berl514 Berlin515 Berm516 Bern517 Bernar518 Bernardi523
Bernat524 Berne525 Bernet526 Bernh527 Berni528 Berno529 Berns531 Bero532 Berr533 Berry534 Bers535 Bert536 Berte537 Berth538
Berthe539 Berthi541 Bertho542 Berti543 Bertin544 Berto545 Bertol546 Berton547 Bertr548 Bertu552 Berw553 Bes554 Besl555 Beso556
Bess557 Bessem558 Bessi559 Best561 Bet562 Bethm563 Beto564 Bett565 Beu566 Beul567 Beus568 Beut569 Bev571 Bew572 Bey573 Bez574
Bh575 Bi576 Bian577 Bianco578 Biar579 Bib581 Bibl582 Bic583 Bid584 Bide585 Bie586 Biel587 Bien588 Bies589 Bif591 Big592 Bigl593
Bigo594 Bil595 Bill596 Bille597 Billi598 Billo599 Bim611 Bin612 Bing613 Binn614 Bio615 Bior616 Bir617 Bird618 Birk619 Bis621
Bish622 Biss623 Bit624 Biz625 Bj626 Bl627 Blackb628 Blackm629 Blacks631 Blackw632 Blag633 Blai634 Blair635 Blak636 Blakes637
Blan638 Blanch639 Blanche641 Bland642 Blanq643 Blas644 Blau645 Ble646 Blen647 Bli648 Blis649 Blo651 Blod652 Blom653 Blon654
Bloo655 Blos656 Blou657 Blu658 Blunt659 Bly661 Bo662 Bob663 Boc664 Bock665 Bod666 Bodi667 Bodl668 Boe669 Boeh671 Boer672
Boet673 Bog674 Bogi675 Boh676 Bohn677 Boi678 Boil679 Boin681 Bois682 Boisg683 Boiss684 Boit685 Bok686 Bol687 Bole688 Boli689
Boll691 Bolli692 Bolo693 Bolt694 Bom695 Boml696 Bon697 Bonap698 Bonar699 Bond711 Bone712 Bonf713 Bonh714 Boni715 Bonn716
Bonnet717 Bonni718 Bono719 Bons721 Bont722 Bonv723 Boo724 Boot725 Bor726 Bord727 Borden728 Bordi729 Bore731 Borg732 Borgi733
Borgo734 Borl735 Born736 Borr737 Bors738 Bort739 Bos741 Bosch742 Bose743 Boso744 Boss745 Bossu746 Bost747 Bot748 Both749
Bott751 Bou752 Bouche753 Bouchi754 Boucho755 Boud756 Bouf757 Boug758 Bouh759 Boui761 Bouil762 Boul763 Boull764 Boun765 Bour766
Bourc767 Bourd768 Bourdi769 Boure771 Bourg772 Bourgo773 Bouri774 Bourn775 Bourr776 Bous777 Bout778 Bouth779 Bouto781 Bouv782
Bov783 Bow784 Bowdi785 Bowe786 Bowl787 Bowr788 Boy789 Boye791 Boyl792 Boys793 Br794 Brab795 Brac796 Brack797 Brad798 Bradf799
Bradl811 Brads812 Brag813 Brai814 Bram815 Bran816 Brand817 Brandi818 Brando819 Brandt821 Brar822 Bras823 Brat824 Brau825
Brav826 Bray827 Bre828 Brec829 Bred831 Bree832 Breg833 Breh834 Brei835 Brem836 Bren837 Brenn838 Brent839 Brer841 Bres842
Bress843 Bret844 Brett845 Breu846 Brew847 Brews848 Bri849 Brid851 Bridgm852 Brie853 Brig854 Brigh855 Brighto856 Bril857
Brin858 Bris859 Brist861 Brit862 Bro863 Brock864 Broe865 Brog866 Brok867 Brom868 Bron869 Broo871 Brooke872 Brooks873 Bros874
Brou875 Brous876 Brow877 Browne882 Browni885 Bru886 Bruck888 Brue889 Brug891 Bruh892 Brum893 Brun894 Brunet895 Bruni896
Brunn897 Bruno898 Bruns899 Brunsw911 Brus912 Brut913 Bruy914 Bry915 Bryc916 Bu917 Buc918 Buche919 Bucho921 Buck922 Bucki923
Buckl924 Buckm925 Bucks926 Bud927 Bue928 Buf929 Bug931 Bui932 Bul933 Bulk934 Bull935 Bulle936 Bulli937 Bullo938 Bulo939
Bulw941 Bun942 Buo943 Buoni944 Bur945 Burb946 Burc947 Burck948 Burd949 Burdet951 Bure952 Burf953 Burg954 Burges955 Burgh956
Burgo957 Burh958 Burk959 Burl961 Burm962 Burn963 Burnet964 Burney965 Burnh966 Burns967 Burr968 Burre969 Burri971 Burro972
Burt973 Burto974 Bury975 Bus976 Busch977 Bush978 Bushn979 Buss981 Bust982 But983 Buti984 Butl985 Butt988 Butto989 Bux991
Buy992 By993 Byn994 Byr995 Byro996 Bys997 Byt998 Bz999
Ca111 Cab112 Cabas113 Cabe114 Cabi115 Cabo116 Cabr117 Cac118 Cach119 Cad121 Cade122 Cadet123 Cadi124 Cado125 Cadr126 Cae127
Caes128 Caf129 Cag131 Cah132 Cai133 Cail134 Cain135 Cair136 Cais137 Caiu138 Caj139 Cal141 Calan142 Calas143 Calc144 Cald145
Calde146 Caldw147 Cale148 Calen149 Calf151 Calh152 Cali153 Calin154 Calk155 Call156 Calle157 Calli158 Callim159 Callin161
Callis162 Callo163 Calm164 Calo165 Calt166 Calv167 Calvi168 Calvo169 Calz171 Cam172 Camas173 Camb174 Cambi175 Cambo176
Cambr177 Cambri178 Camd179 Came181 Camer182 Cami183 Camm184 Camo185 Camp186 Campbell187 Campe193 Campen194 Camper195 Campi196
Campis197 Campo198 Campr199 Camu211 Can212 Canan213 Canb214 Canc215 Cand216 Candi217 Candl218 Cando219 Cane221 Canf222 Cani223
Cann224 Canni225 Canno226 Cano227 Cans228 Cant229 Canti231 Canto232 Cantr233 Cantw234 Canu235 Cap236 Cape237 Capel238 Capen239
Capet241 Capg242 Capi243 Capit244 Capo245 Capon246 Capp247 Capper248 Cappo249 Capr251 Capre252 Capri253 Capro254 Capu255
Caq256 Car257 Caraf258 Caram259 Caran261 Carat262 Carb263 Carbo264 Carc265 Card266 Cardi267 Cardo268 Cardw269 Care271 Carew272
Carey273 Cari277 Carl278 Carlet279 Carleton281 Carli282 Carlis283 Carlo284 Carlt285 Carly286 Carm287 Carn288 Carne289 Carno291
Caro292 Caron293 Carp294 Carpenter295 Carpi298 Carpo299 Carr311 Carrar313 Carre314 Carret315 Carri316 Carril317 Carrin318
Carro319 Cars321 Cart322 Carter323 Carth326 Carti327 Carto328 Cartw329 Carv331 Cary332 Cas334 Casan335 Casat336 Case337
Casen338 Casi339 Caso341 Casp342 Cass343 Casse344 Cassi345 Cast346 Caste347 Castel348 Casteln349 Casti351 Castil352 Castl353
Casto354 Castr355 Casw356 Cat357 Catel358 Caten359 Cath361 Cathc362 Cathe363 Cati364 Catl365 Cato366 Catr367 Catt368 Catto369
Cau371 Caul372 Caum373 Caus374 Caut375 Cav376 Cavall377 Cave378 Caven379 Cavi382 Cavo383 Cax384 Cay385 Caz386 Ce387 Ceci388
Ced389 Cei391 Cel392 Cell393 Cels394 Cen395 Cens396 Cent397 Ceo398 Cep399 Cer411 Cerc412 Cerd413 Cere414 Ceri415 Cero416
Cerr417 Cert418 Cerv419 Ces421 Ceso422 Cet423 Cev424 Cey425 Ch426 Chabe427 Chabo428 Chabr429 Chac431 Chad432 Chaf433 Chai434
Chais435 Chal436 Chall437 Chalm438 Chalo439 Chalt441 Cham442 Chamber443 Chambers444 Chambo446 Chambr447 Chami448 Champ449
Champe451 Champi452 Champl453 Chan454 Chandl455 Chanl457 Chann458 Chant459 Chao461 Chap462 Chapi463 Chapl464 Chapm465
Chapman466 Chapp467 Chapu468 Char469 Chard471 Chare472 Chari473 Charl474 Charles475 Charlet478 Charlo479 Charlt481 Charm482
Charn483 Charp484 Charr485 Chart486 Chas487 Chass488 Chast489 Chastil491 Chat492 Chath493 Chathi494 Chatt495 Chau496 Chaul497
Chaun498 Chaus499 Chauv511 Chav512 Chaz513 Che514 Chee515 Chel516 Chem517 Chen518 Chep519 Cher521 Chero522 Cheru523 Ches524
Chest525 Chet526 Chev527 Chevi528 Chevr529 Chey531 Chi532 Chich533 Chif534 Chil535 Child536 Childs537 Chill538 Chin539 Chip541
Chis542 Chit543 Chla544 Cho545 Chois546 Chol547 Chom548 Chop549 Chor551 Chou552 Chr553 Chri554 Christi555 Christo556 Chro557
Chry558 Chu559 Church561 Churchill563 Chut564 Ci565 Cian566 Cib567 Cic568 Cie569 Cig571 Cil572 Cim573 Cin574 Cini575 Cio576
Cip577 Cir578 Cis579 Cit581 Civ582 Cl583 Clag584 Clai585 Clam586 Clan587 Clap588 Clapp589 Clar591 Clark592 Clarke597
Clarks613 Clary614 Clau615 Claus616 Clav617 Clax618 Clay619 Cle623 Clee624 Clem625 Clement626 Clen627 Cleo628 Cler629 Clerk631
Clerke632 Clerm633 Cles634 Clev635 Cli636 Clif637 Clift639 Clin641 Cliv642 Clo643 Clon644 Clos645 Clot646 Clou647 Clow648
Clu649 Cn651 Co652 Cobb653 Cobbet654 Cobd655 Cobh656 Cobo657 Cobu658 Coc659 Coch661 Cochin662 Cochr663 Cock664 Cockb665
Cocke666 Coco667 Cocq668 Cod669 Codm671 Coe672 Coes673 Cof674 Coffin675 Cog676 Cogs677 Coh678 Coig679 Coit681 Cok682 Col683
Colb684 Colbu685 Colby686 Colc687 Cold688 Cole689 Coleb691 Colem692 Coler693 Colet694 Colev695 Coli696 Coll697 Collet698
Colli699 Colling711 Collins712 Collo714 Colly715 Colm716 Coln717 Colo718 Colon719 Colp721 Colq722 Cols723 Colt724 Colto725
Colu726 Colv727 Com728 Comb729 Combes731 Come732 Comi733 Comm734 Como735 Comp736 Compan737 Compt738 Coms739 Comt741 Comy742
Con743 Conc744 Cond745 Condo746 Cone747 Conf748 Cong749 Coni751 Conk752 Cono753 Conr754 Cons755 Const756 Constan757
Constanti758 Cont759 Conte761 Conti762 Conto763 Contr764 Contu765 Conv766 Conw767 Cony768 Coo769 Cook771 Cooke772 Cool774
Coom775 Coop776 Coot779 Cop781 Cope782 Copi783 Copl784 Copp785 Coq786 Cor787 Coran788 Corb789 Corbin791 Corbo792 Corc793
Cord794 Cordi795 Cordo796 Core797 Cori798 Cork799 Corm811 Corn812 Corne813 Cornel814 Corner815 Cornet816 Cornh817 Corni818
Corno819 Cornw821 Coro822 Corr823 Corre824 Corri825 Cors826 Cort827 Cortes828 Corti829 Corto831 Corv832 Cory833 Cos834 Cosp835
Coss836 Cost837 Costan838 Coste839 Costel841 Coster842 Cot843 Coti844 Coto845 Cott846 Cotter847 Cotti848 Cottl849 Cotto851
Coty852 Cou853 Coud854 Coul855 Coup856 Coupl857 Cour858 Courc859 Courl861 Court862 Courte863 Courti864 Courtn865 Courto866
Cous867 Couss868 Coust869 Cout871 Coutu872 Cov873 Cow874 Cowl875 Cowp876 Cox877 Coxe879 Coy881 Coz882 Cr883 Crad884 Craf885
Crai886 Craik887 Crak888 Cram889 Cran891 Crao892 Crap893 Cras894 Crat895 Crato896 Crau897 Crav898 Craw899 Crawl911 Cre912
Cree913 Crei914 Crel915 Creo916 Crep917 Creq918 Cres919 Cresp921 Cress922 Cresw923 Cret924 Creu925 Crev926 Crew927 Cri928
Cril929 Crin931 Cris932 Crist933 Crit934 Critt935 Criv936 Cro937 Crock938 Croe939 Crof941 Croi942 Crok943 Crol944 Crom945
Cromw946 Cron947 Croo948 Cros949 Cross951 Crou952 Crow953 Croy954 Cru955 Crum956 Crus957 Cs958 Ct959 Cu961 Cub962 Cuc963
Cud964 Cue965 Cui966 Cul967 Culp968 Cum969 Cumm971 Cun972 Cunn973 Cup974 Cur975 Curr976 Curs977 Curt978 Curw982 Curz983
Cus984 Cushm986 Cust987 Cut988 Cutl989 Cutt991 Cuv992 Cuy993 Cy994 Cyc995 Cyl996 Cyr997 Cz998 Czo999
Da111 Dabi112 Dabl113 Dabn114 Dabo115 Dabr116 Dac117 Daci118 Dacr119 Dad121 Dae122 Dael123 Daf124 Dag125 Dagi126 Dago127
Dagu128 Dah129 Dahl131 Dai132 Dail133 Dair134 Dak135 Dal136 Dalb137 Dalc138 Dale139 Dales141 Dalg142 Dalh143 Dall144 Dallas145
Dalle146 Dalli147 Dalm148 Dalp149 Dalr151 Dalt152 Daly153 Dam154 Damas155 Damb156 Dame157 Dami158 Damin159 Damis161 Damm162
Damo163 Damop164 Damp165 Dampi166 Dan167 Danb172 Danc173 Danck174 Danco175 Dand176 Dando177 Dandr178 Dane179 Danf181 Dang182
Dani183 Daniel184 Daniell185 Daniels186 Dank187 Dann188 Danp189 Dans191 Dant192 Danti193 Danto194 Dantz195 Danv196 Danvi197
Dany198 Danz199 Dao211 Dap212 Dar213 Darc214 Dard215 Darde216 Dare217 Dari218 Dark219 Darl221 Darm222 Darn223 Daro224 Darr225
Dart226 Daru227 Darw228 Das229 Dass231 Dat232 Dath233 Dati234 Dau235 Daubi236 Dauc237 Daud238 Daul239 Daum241 Daun242 Daur243
Daus244 Dav245 Dave246 Davenp247 Daves248 Davi249 Davids251 Davidson252 Davie254 Davies255 Davig258 Davil259 Davis261 Davo266
Davr267 Davy268 Daw269 Dawk271 Daws272 Day273 Dayt276 Daz277 De278 Deal279 Dean281 Deane283 Dear285 Deb286 Debo287 Debr288
Debu289 Dec291 Dece292 Dech293 Deci294 Deck295 Deco296 Decour297 Decr298 Ded299 Dee311 Deer312 Def313 Defo314 Defor315 Defr316
Deg317 Degl318 Dego319 Degr321 Deh322 Deho323 Dei324 Deis325 Dej326 Dejo327 Dek328 Dekr329 Del331 Delac332 Delaf333 Delai334
Delal335 Delam336 Delan337 Delap338 Delar339 Delat341 Delau342 Delav343 Delb344 Delc345 Dele346 Deles347 Deleu348 Delf349
Delfo351 Delg352 Deli353 Delis354 Deliu355 Delk356 Dell357 Dello358 Delm359 Delo361 Delor362 Delp363 Delr364 Dels365 Delt366
Delv367 Delz368 Dem369 Deman371 Demar372 Demau373 Demb374 Dembo375 Deme376 Demet377 Demi378 Demid379 Demil381 Demm382 Demo383
Demon384 Demop385 Demor386 Demos387 Demou388 Demp389 Den391 Dene392 Denh393 Deni394 Denis395 Denison396 Denm397 Denn398
Denner399 Denni411 Denny412 Deno413 Dent414 Denton415 Denv416 Deny417 Deo418 Dep419 Depl421 Depo422 Depp423 Depr424 Depu425
Deq426 Der427 Derc429 Dere431 Derh432 Deri433 Derl434 Derm435 Dern436 Dero437 Derr438 Derw439 Des441 Desau442 Desb443 Desbo444
Desc445 Desch446 Descl447 Desco448 Descr449 Dese451 Deses452 Desf453 Desg454 Desgr455 Desh456 Desi457 Desit458 Desj459 Desl461
Deslo462 Desm463 Desmo464 Desmou465 Desn466 Deso467 Desp468 Despl469 Despo471 Despor472 Despr473 Desr474 Dess475 Dest476
Destr477 Desv478 Det479 Deti481 Deto482 Detr483 Detz484 Deu485 Deus486 Deux487 Dev488 Deve489 Dever491 Devi492 Devig493
Devil494 Devin495 Devis496 Devl497 Devo498 Devon499 Devons511 Devos512 Devot513 Devr514 Dew515 Dewe516 Dewes517 Dewet518
Dewey519 Dewi521 Dewitt522 Dewl524 Dex525 Dext526 Dey528 Deyn529 Deys531 Dez532 Dh533 Dhe534 Dho535 Di536 Diam537 Dian538
Diap539 Dias541 Diaz542 Dib543 Dibd544 Dic545 Dice546 Dick547 Dicke548 Dicker549 Dickey551 Dicki552 Dickinso553 Dicks554
Did555 Didi556 Dido557 Didr558 Die559 Diel561 Dien562 Dier563 Dies564 Diet565 Dietr566 Dieu567 Diez568 Dif569 Dig571 Dige572
Digg573 Digh574 Dign575 Dil576 Dilk577 Dill578 Dillo579 Dilw581 Dim582 Din583 Ding584 Dini585 Dino586 Dins587 Dio588 Diod589
Diog591 Dion592 Diop593 Dios594 Diot595 Dip596 Dir597 Dirc598 Dirk599 Dis611 Disn612 Disr613 Dist614 Dit615 Dits616 Ditt617
Div618 Dix619 Dixo621 Dixw622 Dj623 Dje624 Dji625 Djo626 Dm627 Dmi628 Dmo629 Do631 Dob632 Dobe633 Dobr634 Dobs635 Doc636
Doch637 Dod638 Dodd639 Doddr641 Dodds642 Dode643 Dodg644 Dodi646 Dods647 Dodw648 Doe649 Doel651 Doer652 Does653 Dog654 Doh655
Dohn656 Doi657 Dois658 Dol659 Dolb661 Dolc662 Dole663 Dolg664 Doll665 Dom666 Domb667 Dome668 Domi669 Domin671 Domit672 Domn673
Don674 Donal675 Donalds676 Donat677 Donc678 Dond679 Done681 Dong682 Doni683 Donk684 Donn685 Donner686 Dono687 Dont688 Donz689
Doo691 Dop692 Dor693 Dorat694 Dore695 Dori696 Dorig697 Dorio698 Doris699 Dorl711 Dorm712 Dorn713 Dorni714 Doro715 Dorr716
Dors717 Dorse718 Dort719 Dorv721 Dos722 Dosi723 Doss724 Dot725 Dou726 Doubl727 Douc728 Doue729 Doug731 Dough732 Dougl733
Doul738 Dour739 Dous741 Douv742 Dov743 Dow744 Dowd745 Dowe746 Dowl747 Down748 Downh749 Downi751 Dows752 Doy753 Doyl754 Doz755
Dr756 Drac757 Drae758 Drag759 Drak761 Dran764 Drap765 Drapp767 Dray768 Drayt769 Dre771 Drel772 Dres773 Dreu774 Drev775 Drew776
Drex777 Drey778 Dri779 Drink781 Driv782 Dro783 Drog784 Drol785 Drom786 Dros787 Drou788 Drouo789 Drov791 Droy792 Droz793 Dru794
Drum795 Drur796 Drus797 Dry798 Dryd799 Drys811 Du812 Dub813 Dube814 Dubo815 Dubos817 Dubou818 Dubr819 Dubu821 Duc822 Ducar823
Ducas824 Duce825 Duch826 Duchat827 Duche828 Duches829 Duchi831 Ducho832 Duci833 Duck834 Ducke835 Duckw836 Ducl837 Duclo838
Duco839 Ducon841 Ducr842 Ducro843 Dud844 Dude845 Dudi846 Dudl847 Dudo851 Due852 Duer853 Duf854 Duff855 Duffe856 Duffi857
Duffy858 Dufl859 Dufo861 Dufourn862 Dufr863 Dufres864 Dufu865 Dug866 Dugo867 Dugu868 Duh869 Duhe871 Duho872 Dui873 Duil874
Duis875 Duj876 Duk877 Dul878 Dulau879 Dulc881 Duli882 Dull883 Dulo884 Dum885 Dumas886 Dumay887 Dume888 Dumm889 Dumo891
Dumon892 Dumont893 Dumor894 Dumou895 Dumour896 Dun897 Dunb898 Dunc911 Dunco913 Dund914 Dundo915 Dung916 Dunh917 Duni918
Dunk919 Dunl921 Dunlo922 Dunn923 Dunni924 Duno925 Duns926 Dunt927 Dunu928 Dup929 Dupar931 Dupe932 Duperr933 Dupi934 Dupl935
Duples936 Dupo937 Dupont938 Dupor939 Dupp941 Dupr942 Dupres943 Dupu944 Dupuy945 Duq946 Dur947 Duran948 Durant951 Duras952
Duraz953 Durd954 Dure955 Duret956 Durey957 Durf958 Durfo959 Durh961 Duri962 Duriv963 Duro964 Durr965 Durs966 Duru967 Duruy968
Dury969 Dus971 Duse972 Dusi973 Duss974 Dut975 Duti976 Duto977 Dutr978 Dutt979 Dutton981 Duv982 Duval983 Duvau984 Duve985
Duvet986 Duvi987 Duy988 Dw989 Dwi991 Dy994 Dye995 Dyer996 Dym997 Dyr998 Dz999
Ea11 Eam12 Eas13 Eat14 Eb15 Eber16 Ec17 Ech18 Eck19 Ed21 Ede22 Edg23 Edm24 Edw25 Edwards26 Ef27 Eg28 Ege29 Egl31 Egr32 Eh33
Ei34 Ein35 Eis36 El37 Elea38 Elen39 Elg41 Eli42 Elis43 Ell44 Elle45 Elli46 Ellis47 Elm48 Els49 Elt51 Elw52 Em53 Emm54 Emp55
En56 Eng57 Engl58 Enn59 Ent61 Eo62 Ep63 Epi64 Er65 Erd66 Ere67 Eri68 Erl69 Erm71 Err72 Ers73 Es74 Esd75 Esl76 Esp77 Ess78
Est79 Esti81 Estr82 Et83 Eth84 Eto85 Eu86 Eug87 Eul88 Eup89 Eus91 Ev92 Eve93 Ew94 Ewi95 Ex96 Ey97 Eyr98 Ez99
Fa111 Fab112 Fabb113 Fabe114 Faber115 Faberi116 Fabert117 Fabi118 Fabil119 Fabiu121 Fabr122 Fabre123 Fabri124 Fabrian125
Fabric126 Fabrin127 Fabris128 Fabriz129 Fabro131 Fabrot132 Fabry133 Fabu134 Fabv135 Faby136 Fac137 Faccio138 Fach139 Faci141
Facis142 Facu143 Fad144 Fadi145 Fadl146 Fae147 Faen148 Faes149 Fag151 Fage152 Fagel153 Fagg154 Fagi155 Fagn156 Fah157 Fahr158
Fai159 Fail161 Fain162 Fair163 Fairban164 Fairc165 Fairf166 Fairfie168 Fairh171 Fairl172 Fais173 Fait174 Faiv175 Fak176 Fal177
Falc178 Falck179 Falco181 Falcone182 Falconet184 Falcu185 Fald186 Fale187 Falg188 Fali189 Falk191 Falken192 Falkn193 Fall194
Fallet195 Fallo196 Fals197 Fam198 Fan199 Fane211 Fani212 Fann213 Fano214 Fans215 Fant216 Fanto217 Fantu218 Far219 Farc221
Fare222 Farg223 Fari224 Farin225 Faring226 Farini227 Faris228 Farj229 Farl231 Farm233 Farn235 Farnh236 Faro237 Farq238 Farr239
Farran241 Farrar242 Farre245 Farri246 Fars247 Fas248 Fass249 Fast251 Fat252 Fati253 Fato254 Fau255 Fauch256 Fauci257 Faud258
Faug259 Faul261 Faulh262 Faulk263 Faun264 Faur265 Fauri266 Faus267 Fausti268 Faustu269 Fauv271 Fav272 Fave273 Favi274 Favo275
Favr276 Favre277 Faw278 Fawe279 Fawk281 Fay282 Faye283 Fayet284 Fayo285 Fayt286 Faz287 Fe288 Feb289 Fec291 Fed292 Feder293
Fedo294 Fee295 Feh296 Fei297 Feildi298 Fein299 Feit311 Feld312 Feli313 Felic314 Felin315 Felix316 Fell317 Felle318 Felli319
Fello321 Fellow322 Felo323 Fels324 Felt325 Felto326 Feltr328 Felv329 Fen331 Fene332 Feni333 Fenn334 Fennel335 Fenner336
Fenni337 Fenno338 Feno339 Fens341 Fent342 Fenw343 Feo344 Fer345 Ferb346 Ferd347 Ferdo348 Fere349 Ferg351 Fergu352 Ferguss354
Ferh355 Feri356 Ferl357 Ferm358 Ferme359 Fermo361 Fern362 Fernand363 Ferne364 Ferni365 Ferno366 Fero367 Ferr368 Ferral369
Ferram371 Ferran372 Ferrant373 Ferrar374 Ferrari375 Ferraro376 Ferrars377 Ferrary378 Ferrat379 Ferrau381 Ferre382 Ferrei383
Ferreo384 Ferrer385 Ferrero386 Ferret387 Ferri388 Ferrib389 Ferrie391 Ferrin392 Ferrio393 Ferris394 Ferro395 Ferron396
Ferrou397 Ferru398 Ferry399 Fert411 Feru412 Fes413 Fessen414 Fessi416 Fessl417 Fest418 Fet419 Fett421 Feu422 Feuer423 Feug424
Feui425 Feuill426 Feut427 Fev428 Fevr429 Fevret431 Few432 Fey433 Feyer434 Feyn435 Ffa436 Ffo437 Fi438 Fiam439 Fian441 Fias442
Fib443 Fic444 Fich445 Fici446 Fick447 Fico448 Fid449 Fide451 Fie452 Field453 Fielde458 Fieldi459 Fields461 Fien464 Fier465
Fies466 Fiesco467 Fieso468 Fif469 Fig471 Figi472 Figo473 Figr474 Figu475 Figui476 Figul477 Fil478 Filas479 File481 Fili482
Filip483 Fill484 Fille485 Filli486 Fillm487 Filo488 Fils489 Fin491 Finch492 Finck493 Find494 Fine495 Finet496 Fing497 Fini498
Fink499 Finl511 Finlays512 Finley513 Finn514 Fino515 Fins516 Fio517 Fiore518 Fiori519 Fiorin521 Fir522 Fire523 Firm524
Firmin525 Firn526 Firo527 Fis528 Fische529 Fise531 Fish532 Fisher533 Fisk538 Fiske541 Fiss543 Fit544 Fitt547 Fitz548 Fitza549
Fitzb551 Fitzc552 Fitzg553 Fitzh555 Fitzj556 Fitzm557 Fitzn558 Fitzp559 Fitzr561 Fitzs562 Fitzt563 Fitzw564 Fiu565 Fix566
Fiz567 Fl568 Flac569 Flach571 Flaco572 Flad573 Flag574 Flah575 Flai576 Flam577 Flamen578 Flami579 Flamm581 Flams582 Flan583
Fland584 Flandr585 Flat586 Flau587 Flav588 Flavi589 Flavu591 Flax592 Fle593 Flee594 Fleetw595 Flei596 Flem597 Flemm599
Fles611 Flet612 Fleu616 Fleuri617 Fleury618 Flex619 Fli621 Flin622 Flint623 Flip626 Flit627 Flo628 Flog629 Floo631 Flor632
Florent633 Flores634 Flori635 Florid636 Florin637 Florio638 Floris639 Floru641 Flot642 Flott643 Flow644 Floy645 Flu646 Flur647
Fly648 Fo649 Fob651 Foc652 Fod653 Foe654 Fog655 Fogl656 Foh657 Foi658 Foin659 Foix661 Fok662 Fol663 Folg664 Foli665 Folk666
Foll667 Folli668 Folq669 Fols671 Fom672 Fon673 Fonf674 Fonn675 Fons676 Font677 Fontai678 Fontan679 Fontani681 Fonte682
Fonten683 Fonti684 Fontr685 Foo686 Foot687 Foote688 Fop691 For692 Forbi696 Forc697 Forch698 Ford699 Fordh712 Fordy713 Fore714
Forem715 Fores716 Forester717 Foresti718 Forf719 Forg721 Forl722 Form723 Forman724 Forme725 Formo726 Forn727 Forr728
Forrester731 Fors732 Forst733 Forsy735 Fort736 Forte737 Fortes738 Forth739 Forti741 Fortin742 Fortis743 Forto744 Fortu745
Fos746 Fosc747 Fosd748 Fosg749 Foss751 Fosse752 Fost753 Foster754 Fot759 Fother761 Fou762 Fouch763 Foud764 Foug765 Foui766
Foul767 Foulo768 Foulq769 Foun771 Fouq772 Four773 Fourcr774 Fouri775 Fourm776 Fourn777 Fourni778 Fourniv779 Fourq781 Fout782
Fov783 Fow784 Fowl785 Fox791 Foxe795 Foy796 Fr797 Frach798 Frad799 Frag811 Frai812 Fram813 Fran814 France815 Franch816
Franci817 Francis818 Franciu821 Franck822 Francke823 Franckl824 Franco825 Francon826 Frang827 Frank828 Franke829 Frankl831
Franq835 Frant836 Franz837 Frap838 Frar839 Fras841 Frass843 Frat844 Frau845 Frav846 Fray847 Fraz848 Fre849 Frec851 Fred852
Free853 Freel854 Freem855 Freer856 Frees857 Freg858 Frego859 Freh861 Frei862 Freig863 Freil864 Freim865 Freir866 Frek867
Frel868 Frem869 Fremi871 Fremo872 Fren873 Frend878 Freni879 Frer881 Freret882 Frero883 Fres884 Fresh885 Fresn886 Fress887
Fret888 Freu889 Frev891 Frew892 Frey893 Freyl894 Freyt895 Frez896 Fri897 Frid898 Frie899 Friedl911 Fries912 Fril913 Frin914
Frip915 Frir916 Fris917 Frisw918 Frit919 Friz921 Fro922 Frobi923 Froc924 Froe925 Froel926 Frog927 Froh928 Froi929 From931
Fromm932 Fron933 Frons934 Front935 Fronto936 Fror937 Fros938 Frost939 Frot941 Frou942 Frow943 Fru944 Frun945 Fry946 Frye948
Fu949 Fuchs951 Fud952 Fue953 Fuen954 Fues955 Fuf956 Fug957 Fugg958 Fuh959 Fui961 Ful962 Fulg963 Fulk964 Full965 Fullert971
Fullo972 Fulm973 Fult974 Fulv975 Fum976 Fume977 Fumi978 Fun979 Fund981 Funk982 Fur983 Furi984 Furl985 Furm986 Furn987
Furnes988 Furni989 Furs991 Furt992 Fus993 Fuss994 Fust995 Fusu996 Fy997 Fyo998 Fyr999
Ga111 Gab112 Gabi113 Gabio114 Gabl115 Gabo116 Gabr117 Gabriel118 Gabro119 Gac121 Gaco122 Gad123 Gade124 Gado125 Gads126
Gae127 Gaer128 Gaet129 Gaf131 Gag132 Gagi134 Gagl135 Gago136 Gai137 Gail138 Gaill139 Gaim141 Gain142 Gains143 Gair144 Gaj145
Gal146 Galau147 Galb148 Gald149 Gale151 Galen153 Galer154 Galf155 Gali156 Galig157 Galil158 Galit159 Galitz161 Gall162
Gallan163 Gallat164 Gallau165 Galle166 Gallet167 Galli168 Gallim169 Gallio171 Gallo172 Gallois173 Gallow174 Gallu175 Gallus176
Gallw177 Galo178 Galt179 Galto181 Galv182 Galw183 Gam184 Gamai185 Gamal186 Gamb187 Gambar188 Gambe189 Gambi191 Gambo192
Gamm193 Gamo194 Gan195 Gando196 Gang197 Gann198 Gans199 Gant211 Gar212 Garb213 Garbo214 Garc215 Garci216 Gard217 Garde218
Gardi219 Gardiner221 Gardn225 Gardner226 Gare229 Garf231 Gari232 Garl233 Garn234 Garnet235 Garni236 Garo237 Garr238 Garre239
Garri241 Garris242 Garro243 Gart244 Garz245 Gas246 Gasco247 Gask248 Gasp249 Gass251 Gasset252 Gassi253 Gasso254 Gast255
Gaston256 Gastr257 Gat258 Gates259 Gati261 Gatt262 Gatti263 Gau264 Gauc265 Gaud266 Gaudi267 Gauf268 Gaul269 Gault271 Gaun272
Gaur273 Gaus274 Gaut275 Gauth276 Gauti277 Gauz278 Gav279 Gavau281 Gave282 Gavi283 Gaw284 Gay285 Gaye286 Gayl287 Gayo288
Gaz289 Gazo291 Ge292 Geb293 Gec294 Ged295 Gedi296 Gee297 Geer298 Gef299 Geh311 Gei312 Geis313 Gel314 Geld315 Gele316 Geli317
Gell318 Gelli319 Gelo321 Gem322 Gemm323 Gen324 Gend325 Gene326 Genes327 Genet328 Geng329 Geni331 Genl332 Genn333 Genne334
Geno335 Gens336 Gent337 Gentil338 Gentr339 Genu341 Geo342 Geof343 Geoffri344 Geoffro345 Geor346 George347 Georges351 Georgi352
Gep353 Ger354 Geran355 Gerar356 Gerardi358 Gerau359 Gerb361 Gerber362 Gerbi363 Gerbo364 Gerc365 Gerd366 Gere367 Gerh368
Geri369 Gerl371 Germ372 German373 Germi374 Germo375 Gern376 Gero377 Gerr378 Gerry379 Gers381 Gerso382 Gerst383 Gert384 Gerv385
Gervas386 Gervi387 Gery388 Ges389 Gesn391 Gess392 Gest393 Get394 Geu395 Gev396 Gey397 Gez398 Gf399 Gh411 Ghei412 Gher413
Gherard414 Gherardi415 Gherardo416 Ghert417 Ghes418 Ghey419 Ghez421 Ghi422 Ghid423 Ghil424 Ghir425 Ghis426 Ghisli427 Gi428
Giac429 Gial431 Giam432 Gian433 Gianno434 Giar435 Giat436 Gib437 Gibbe438 Gibbo439 Gibbons441 Gibbs442 Gibe445 Gibi446 Gibn447
Gibs448 Gic452 Gid453 Gie454 Gies455 Gif456 Giffe457 Giffo458 Gig459 Gigo461 Gih462 Gil463 Gilbert464 Gilc467 Gild468 Gildo469
Gile471 Giles472 Gilf473 Gili474 Gill475 Gille476 Gilles477 Gillesp478 Gillet479 Gilli481 Gillm482 Gillo483 Gills484 Gilly485
Gilm486 Gilman487 Gilmo488 Gilp489 Gim491 Gin492 Gino493 Gio494 Giof495 Giol496 Gior497 Giorg498 Giorgio499 Giot511 Giov512
Giove513 Giovi514 Gir515 Giral516 Girar517 Girarde519 Girardi521 Girau522 Giraul523 Gird524 Giri525 Giro526 Giron527 Girou528
Girt529 Gis531 Gise532 Gisl533 Gism534 Giso535 Git536 Giu537 Gius538 Giv539 Gl541 Glad542 Glads543 Glai544 Glan545 Glanv546
Glap547 Glas548 Glass549 Glau551 Glauc552 Glaz553 Gle554 Gled555 Glei556 Gleig557 Glen558 Gli559 Glin561 Glo562 Glos563
Glou564 Glov565 Glover566 Glu567 Gly568 Gm569 Gn571 Gni572 Go573 Gob574 Gobi575 Goc576 God577 Godd578 Gode579 Godef581
Godes582 Godf583 Godi584 Godin585 Godk586 Godm587 Godo588 Godon589 Godw591 Goe593 Goed594 Goel595 Goep596 Goer597 Goes598
Goest599 Goetz611 Gof612 Gog613 Goh614 Goi615 Gois616 Gol617 Gold618 Goldi619 Goldo621 Golds622 Goldsc623 Goldsm624 Gole625
Goli626 Golo627 Golov628 Golt629 Gom631 Gombe632 Gome633 Gomm634 Gon635 Gond636 Gondi637 Gone638 Gonn639 Gont641 Gonz642
Gonzal643 Goo644 Gooc645 Good646 Goode647 Goodel648 Gooden649 Goodf651 Goodh652 Goodm653 Goodr654 Goodw656 Goody658 Gook659
Gor661 Gordon662 Gore666 Gorg667 Gorh668 Gori669 Gorm671 Goro672 Gorr673 Gors674 Gort675 Gos676 Goss677 Gosse678 Gossel679
Gosso681 Gost682 Got683 Goth684 Gott685 Gotti686 Gotts687 Gou688 Gouf689 Goug691 Gough692 Gouj693 Goul694 Goulb695 Gould696
Gouls699 Goun711 Goup712 Gour713 Gourd714 Gourg715 Gouri716 Gous717 Gout718 Gouv719 Gov721 Gow722 Gower723 Goy724 Goz725 Gr726
Grab727 Graber728 Grac729 Graci731 Grad732 Grado733 Grae734 Graes735 Graf736 Graft737 Grah738 Grai743 Gral744 Gram745
Grammo746 Gramo747 Gran748 Granc749 Grand751 Grandes752 Grandi753 Grandm754 Grandv755 Grane756 Grang757 Granger758 Grani759
Grant761 Grantl764 Granv765 Grap766 Gras767 Grass768 Grassi769 Grat771 Grati772 Gratt773 Grau774 Grav775 Graves776 Gravi777
Gray778 Grays784 Graz785 Gre786 Greav787 Greb788 Grec789 Greco791 Gred792 Gree793 Greel794 Green795 Greene799 Greenh813
Greenl814 Greeno815 Greenw816 Gref817 Greg818 Gregg819 Gregori821 Gregory822 Grei824 Grel825 Gren826 Greni827 Grenv828
Grep829 Gres831 Gress832 Gresw833 Gret834 Gretto835 Greu836 Grev837 Grevi838 Grevy839 Grew841 Grey842 Gri846 Grid847 Grie848
Grif849 Griffin851 Griffith853 Griffiths855 Griffo856 Grig857 Gril858 Grillo859 Grim861 Grime862 Grimk863 Grimm864 Grimo865
Grin866 Grinf867 Grinn868 Gris869 Grisw871 Griv872 Gro873 Groe874 Grol875 Gron876 Gros877 Gross878 Grosv879 Grot881 Grou882
Grov883 Groves884 Gru885 Grue886 Grul887 Grun888 Grund889 Grune891 Grup892 Grut893 Gry894 Gryp895 Gu896 Guad897 Guai898
Gual899 Guald911 Gualt912 Guan913 Guar914 Guari915 Guarn916 Guas917 Guat918 Guaz919 Gub921 Gud922 Gudm923 Gue924 Guel925
Guen926 Gueno927 Guep928 Guer929 Guere931 Gueri932 Guern933 Guerr934 Guerri935 Gues936 Guet937 Gueu938 Guev939 Guf941 Gug942
Gui943 Guib944 Guic945 Guid946 Guidi947 Guido948 Guie949 Guig951 Guij952 Guil953 Guild954 Guile956 Guill957 Guille958
Guilli959 Guillo961 Guillot962 Guim963 Guin964 Guir965 Guis966 Guise967 Guit968 Guiz969 Gul971 Gulg972 Gull973 Gum974 Gun975
Gunn976 Gunt977 Gur978 Gure979 Gurn981 Gus982 Gut983 Guth984 Gutt985 Guy986 Guyar987 Guye988 Guyo989 Guys991 Guyt992 Guz993
Gw994 Gwy995 Gy996 Gyll997 Gys998 Gyz999
Ha111 Haas112 Hab113 Haber114 Habert115 Habi116 Hac117 Hack118 Hacket119 Hackett121 Hackl122 Hackm123 Haco124 Had125 Hadd126
Haddo127 Hade128 Hadf129 Hadl131 Hadr132 Hae133 Hael134 Haen135 Haer136 Haeu137 Haf138 Hafi139 Hag141 Hagem142 Hagen143
Hager144 Hagg145 Hags146 Hagu147 Hah148 Hai149 Hail151 Hain152 Haines153 Haj154 Hak155 Hakl156 Hal157 Hald158 Halde159 Hale161
Halen166 Hales167 Halet168 Half169 Halh171 Hali172 Halif173 Hall174 Hallam182 Halle183 Hallec184 Haller185 Hallet186 Halley187
Halli188 Hallig189 Halliw191 Hallo192 Hallow193 Halm194 Halp195 Hals196 Halt197 Ham198 Hamb199 Hamd211 Hame212 Hameli213
Hamer214 Hamert215 Hami216 Hamil217 Haml223 Hamm224 Hammo225 Hamo228 Hamp229 Hamps231 Hampt232 Han233 Hanc234 Hand236 Hane237
Hanf238 Hang239 Hank241 Hanm242 Hann243 Hanne244 Hanni245 Hanno246 Hano247 Hanr248 Hans249 Hanso251 Hanw252 Haq253 Har254
Harb255 Harc256 Harcou257 Hard258 Harden259 Hardi261 Hardie262 Harding263 Hardinge264 Hardo265 Hardt266 Hardw267 Hardy268
Hare274 Haren276 Harew277 Harf278 Harg279 Hari281 Hario282 Harl283 Harle284 Harley285 Harlo286 Harm287 Harmo288 Harn289
Harni291 Haro292 Harp293 Harr296 Harri297 Harrin299 Harrio312 Harris313 Harrison318 Hars324 Hart325 Harte327 Harti329 Hartl331
Hartley332 Hartm333 Harto334 Harts335 Hartu336 Hartw337 Hartz338 Harv339 Harvey341 Harw343 Has344 Hasd345 Hase346 Hasel347
Hasen348 Hask349 Haski351 Hasl352 Hass353 Hasse354 Hassel355 Hast356 Hastings357 Hasw359 Hat361 Hatf362 Hath363 Hathert364
Hats365 Hatt366 Hatz367 Hau368 Hauf369 Haug371 Haul372 Haun373 Haup374 Haur375 Haus376 Hauss377 Hausso378 Haut379 Hautem381
Hautp382 Hav383 Havel384 Haven385 Haver387 Havi388 Haw389 Hawes391 Hawk392 Hawkins393 Hawks395 Hawl396 Hawo397 Haws398 Hawt399
Hax411 Hay412 Hayden414 Haydon416 Haye417 Hayg419 Hayl421 Haym422 Hayn423 Haynes424 Hays425 Hayt426 Hayw427 Haz428 Haze429
Hazl431 He432 Headl433 Heal434 Hear435 Hearn436 Heat437 Heathc439 Heathe441 Heato442 Heb443 Heben444 Heber445 Hebert446 Hec447
Heck448 Hecker449 Hect451 Hed452 Hedg453 Hedi454 Hedl455 Hedo456 Hedw457 Hee458 Heer459 Hef461 Heg462 Heges463 Hegh464 Hei465
Heil466 Heim467 Hein468 Heinr469 Heins471 Heinz472 Heis473 Hel474 Heli475 Hell476 Helle477 Helm478 Helmh479 Helmo481 Helo482
Help483 Helps484 Helv485 Helw486 Hem487 Heme488 Hemm489 Hemp491 Hems492 Hen493 Henc494 Hend495 Henderson496 Hendr498 Henf499
Heng511 Henk512 Henkel513 Henl514 Henn515 Henni516 Hennin517 Henr518 Henrio519 Henry521 Hens526 Hent527 Hentz528 Hep529 Her531
Herar532 Herau533 Herb534 Herber535 Herbert536 Herbi538 Herc539 Herd541 Here542 Hereu543 Herf544 Herg545 Heri546 Herio547
Heris548 Herl549 Herm551 Hermann552 Herme553 Hermi554 Hermo555 Hermon556 Hern557 Hernd558 Hero559 Herol561 Heron562 Herp563
Herr564 Herrer565 Herri566 Herrin567 Herrm568 Hers569 Hersc571 Herse572 Hert573 Hertf574 Herts575 Hertz576 Herv577 Hervey578
Herw581 Herz582 Hes583 Hese584 Hesm585 Hess586 Hesse587 Hest588 Het589 Hett591 Heu592 Heum593 Heur594 Heus595 Hev596 Hew597
Hewe598 Hewi599 Hewit611 Hewl612 Hews613 Hex614 Hey615 Heyf616 Heyl617 Heym618 Heyn619 Heys621 Heyw622 Hi623 Hib624 Hibo625
Hic626 Hick627 Hicke628 Hicko629 Hicks631 Hid632 Hie633 Hig634 Higg635 Higgins636 Higginson637 High638 Hij639 Hil641 Hild642
Hilder643 Hildr644 Hill645 Hilla649 Hille651 Hiller652 Hillh653 Hilli654 Hills655 Hilt656 Him657 Himi658 Hin659 Hincks661
Hind662 Hing663 Hinr664 Hins665 Hint666 Hip667 Hir668 Hirs669 Hirt671 Hirz672 His673 Hit674 Hitchi675 Hitt676 Hj677 Ho678
Hoar679 Hob681 Hobb682 Hobh683 Hobs684 Hoc685 Hocq686 Hod687 Hodg688 Hodgs691 Hods692 Hoe693 Hoel694 Hoes695 Hoey696 Hof697
Hoff698 Hoffm699 Hofl712 Hofm713 Hog714 Hogar715 Hogg716 Hoh717 Hohenl718 Hohenz719 Hok721 Hol722 Holb723 Holbr724 Holc725
Hold726 Holder727 Holds728 Hole729 Holg731 Holi732 Holl733 Holland734 Holley738 Holli739 Hollin741 Hollis742 Hollist744
Hollo745 Holly746 Holm747 Holme748 Holmes749 Holo754 Holr755 Hols756 Holste757 Holt758 Holw759 Holy761 Holz762 Hom763 Homb764
Home765 Homer766 Homes767 Homm768 Hon769 Hond771 Hone772 Honi773 Hono774 Hont775 Hoo776 Hoof778 Hoog779 Hook781 Hooke782
Hooker783 Hoop785 Hoor789 Hop791 Hopf792 Hopk793 Hopkinson797 Hopp798 Hopt799 Hor811 Horl812 Horn813 Hornb814 Horne815
Horner816 Hors817 Horsl818 Horst819 Hort821 Horten822 Horto823 Horw824 Hos825 Hosk826 Hosm827 Hosp828 Hoss829 Host831 Hot832
Hotm833 Hott834 Hou835 Houd836 Houe837 Houg838 Houn839 Hour841 Hous842 Houst843 Hout844 Hov845 Hovey846 How847 Howard848
Howd854 Howe855 Howel859 Howi861 Howis862 Howit863 Howl864 Howle865 Hows866 Hoy867 Hoyt868 Hoz872 Hr873 Hu874 Hub875 Hube877
Hubert878 Hubn879 Hubs881 Huc882 Hud883 Huddl884 Huds885 Hue887 Huet888 Huf889 Hug891 Hugh892 Hughes893 Hugo895 Hugon896
Hugu897 Hugui898 Hui899 Huit911 Hul912 Hull913 Hulli914 Hulm915 Hulo916 Huls917 Hum918 Humb919 Hume921 Humf923 Humi924 Humm925
Hump926 Humphreys927 Humphri928 Humps929 Hun931 Hunc932 Hund933 Hune934 Hunf935 Hung936 Huni937 Hunn938 Hunt939 Hunte944
Hunter945 Hunting948 Huntington949 Huntl954 Hunto955 Hunts956 Huo957 Hup958 Hur959 Hurdi962 Hure963 Huri964 Hurl965 Hurls966
Hurt967 Hus968 Huse969 Husk971 Huss972 Hut973 Hutchins974 Hutchinson975 Huth979 Huti981 Hutt982 Hutter983 Hutto984 Hux986
Huy987 Huys988 Huz989 Hw991 Hy992 Hyde993 Hyl996 Hyn997 Hyp998 Hyr999
Ia11 Ib12 Ibn13 Ibr14 Ic15 Ich16 Ick17 Id18 Ide19 Ido21 Ie22 If23 Ig24 Ih25 Ik26 Il27 Ili28 Ill29 Im31 Imb32 Iml33 Imp34 In35
Inc36 Inch37 Ind38 Indi39 Indo41 Indu42 Inf43 Ing44 Inge45 Ingel46 Inger47 Ingh48 Ingi49 Ingl51 Ingli52 Ingo53 Ingr54 Ingre55
Ini56 Inm57 Inn58 Ins59 Int61 Inv62 Inw63 Io64 Ir65 Iren66 Iret67 Iri68 Irl69 Iro71 Irv72 Is73 Isab74 Isam75 Isar76 Isc77
Ise78 Ish79 Isi81 Isl82 Ism83 Isn84 Iso85 Iss86 Ist87 It88 Ith89 Itt91 Iu92 Iv93 Ive94 Ives95 Ivo96 Ix97 Iz98 Izm99
Ja11 Jac12 Jaco15 Jacobi16 Jacobs17 Jacop18 Jacq19 Jacqui21 Jae22 Jaf23 Jag24 Jah25 Jal26 Jam27 Jameso31 Jami32 Jan33 Jann34
Jans35 Jaq36 Jar37 Jarv38 Jas39 Jau41 Jay42 Je43 Jeb44 Jef45 Jeffre46 Jeffri47 Jem49 Jen51 Jenk52 Jenks53 Jenn54 Jer55 Jero56
Jerv57 Jes58 Jew59 Ji61 Jo62 Joc63 Joe64 Joh65 Johnso66 Johnst72 Joi74 Jol75 Jon76 Jons81 Jor82 Jos83 Joss84 Jot85 Jou86
Jow87 Joy88 Joyc89 Ju91 Jud92 Juds93 Jul94 Jun95 Jus96 Juv97 Jux98 Jy99
Ka11 Kah12 Kai13 Kal14 Kam15 Kan16 Kap17 Kar18 Kas19 Kau21 Kaw22 Kay23 Ke24 Keat25 Kee26 Kei27 Keith28 Kel29 Kem31 Kemp32
Ken33 Kenn34 Kennedy35 Kent37 Kep38 Ker39 Kerr41 Kes42 Ket43 Key44 Kh45 Ki46 Kie47 Kil48 Kim49 Kin51 King52 Kings55 Kins56
Kip57 Kir58 Kirk59 Kirs61 Kit62 Kl63 Klein64 Kli65 Klo66 Kn67 Kne68 Kni69 Kno72 Know73 Knox74 Ko75 Koc76 Koe77 Koen78 Koh79
Kol81 Kon82 Kop83 Kor84 Kort85 Kos86 Kot87 Kou88 Kr89 Krau91 Kre92 Kro93 Kru94 Ku95 Kuh96 Kus97 Kw98 Ky99
La111 Lab112 Labar113 Labat114 Labbe115 Labe116 Labeo117 Labi118 Labil119 Labl121 Labo122 Labor123 Labou124 Labour125 Labr126
Labru127 Lac128 Lacam129 Lace131 Lach132 Lachap133 Lachas134 Lachat135 Lachau136 Lache137 Lachm138 Laci139 Lack141 Laco142
Lacor143 Lacos144 Lacou145 Lacr146 Lacro147 Lacros148 Lacru149 Lact151 Lacy152 Lad153 Ladd154 Ladi155 Lado156 Ladr157 Lae158
Laf159 Lafay161 Lafe162 Laff163 Lafl164 Lafo165 Lafont166 Lafor167 Lafos168 Lafr169 Lafu171 Lag172 Lagar173 Lage174 Lagi175
Lagn176 Lago177 Lagr178 Lagre179 Lagu181 Lagui182 Lah183 Laho184 Lai185 Lain186 Laing187 Lair188 Lais189 Laj191 Lak192 Lal193
Lalann194 Lali195 Lall196 Lalle197 Lalli198 Lallo199 Lally211 Lalo212 Lam213 Laman214 Lamar215 Lamarm216 Lamart217 Lamb218
Lamba219 Lambe221 Lambert222 Lamberti223 Lambi224 Lambo225 Lambr226 Lambt227 Lame228 Lamet229 Lami231 Lamir232 Lamo233
Lamon234 Lamot235 Lamou236 Lamp237 Lampi238 Lampr239 Lams241 Lamy242 Lan243 Lanc244 Lance246 Lancel247 Lancey248 Lanci249
Lanco251 Lancr252 Land253 Lande254 Lander255 Landes256 Landi257 Lando258 Landon259 Landor261 Landr262 Lands263 Landu264 Lane265
Laneh267 Lanf268 Lang269 Langd272 Langdo273 Lange274 Langen275 Langer276 Langet277 Langf278 Langh279 Langi281 Langl282
Langle283 Langlo284 Langr285 Langt286 Langu287 Lanj288 Lank289 Lanm291 Lann292 Lano293 Lans294 Lansd295 Lant296 Lanz297
Lao298 Lap299 Lape311 Laph312 Lapi313 Lapl314 Lapo315 Lapp316 Lapr317 Lar318 Larc319 Lard321 Larg322 Lari323 Lark324 Larn325
Laro326 Larochef327 Larochej328 Larom329 Laron331 Larou332 Larr333 Larri334 Lart335 Laru336 Las337 Lasal338 Lasan339 Lasc341
Lasco342 Lase343 Lasi344 Lask345 Lass346 Lasse347 Lassu348 Last349 Lat351 Lath352 Lathr353 Lati356 Latim357 Lato358 Latour359
Latourr361 Latr362 Latri363 Latro364 Latu365 Lau366 Laud367 Laude368 Lauderd369 Laudi371 Laudo372 Lauf373 Laug374 Laum375
Laun376 Laur377 Laure378 Laurenc379 Laurens381 Laurent382 Laurenti383 Lauri384 Laurie385 Lauris386 Lauro387 Laus388 Laut389
Lauv391 Lav392 Lavale393 Lavall394 Lavalli395 Lavar396 Lavat397 Lavau398 Lave399 Lavi411 Lavil412 Lavis413 Lavo414 Law415
Lawe417 Lawl418 Lawrence419 Laws425 Lay426 Layc427 Layn428 Layt429 Laz431 Lazz432 Le433 Leac434 Leak435 Leam436 Lean437
Lear438 Leav439 Leb441 Lebe442 Leber443 Lebi444 Lebl445 Leblo446 Lebo447 Lebor448 Lebou449 Lebr451 Lebret452 Lebri453 Lebru454
Lec455 Lecar456 Lecc457 Lech458 Leche459 Leck461 Lecl462 Leclu463 Leco464 Lecom465 Lecon466 Lecoq467 Lecou468 Lecr469 Lect471
Led472 Lede473 Ledo474 Ledr475 Ledy476 Lee477 Leec483 Leed484 Leek485 Leen486 Lees487 Lef488 Lefebv489 Lefer491 Lefeu492
Lefev493 Lefo494 Lefr495 Leg496 Legar497 Legat498 Lege499 Legen511 Leger512 Legg513 Legi514 Legn515 Lego516 Legr517 Legras518
Legro519 Legu521 Leh522 Lehm523 Leho524 Lei525 Leic526 Leid527 Leig528 Lein531 Leis532 Leit533 Lej534 Lejo535 Lek536 Lel537
Leland538 Lele539 Leli541 Lell542 Lelo543 Lem544 Lemai545 Lemais546 Lemait547 Lemar548 Lemas549 Leme551 Lemere552 Lemet553
Lemi554 Lemo555 Lemon556 Lemonn557 Lemot558 Lemoy559 Lemp561 Lemu562 Len563 Lend564 Lene565 Leng566 Lenn567 Lennox568 Leno569
Lenoir571 Lenor572 Lens573 Lent574 Lenz575 Leo576 Leod577 Leof578 Leon579 Leonard581 Leonc582 Leone583 Leonh584 Leoni585
Leont586 Leop587 Leot588 Leow589 Lep591 Lepai592 Lepau593 Lepe594 Lepell595 Lepi596 Lepl597 Lepo598 Lepr599 Leps611 Lepu612
Leq613 Ler614 Lerd615 Lerm616 Lero617 Leroux618 Leroy619 Les622 Lesb623 Lesc624 Lesch625 Lesco626 Lescu627 Lesd628 Lesg629
Lesl631 Lesley632 Leslie634 Less638 Lessi639 Lesso641 Lest642 Lestr643 Lesu644 Let645 Letell646 Leth647 Leti648 Leto649
Lett651 Leu652 Leul653 Leus654 Lev655 Levas656 Leve657 Lever658 Levere661 Leves662 Levet663 Levi664 Levin665 Levis666 Levr667
Levy668 Lew669 Lewe671 Lewin672 Lewis673 Lewk678 Lex679 Ley681 Leybu682 Leyd683 Leyl684 Leys685 Lez686 Lezo687 Lh688 Lheu689
Lho691 Lhu692 Li693 Lib694 Liber695 Libo696 Libr697 Lic698 Licht699 Lici711 Lid712 Liddo713 Lide714 Lido715 Lie716 Liebn717
Liec718 Lief719 Lieu721 Liev722 Lig723 Lightf724 Lign725 Ligo726 Ligu727 Lil728 Lill729 Lily731 Lim732 Limb733 Limi734 Lin735
Linc736 Lind742 Linde743 Linden744 Lindes745 Lindl746 Lindn747 Linds748 Lindsel751 Lindsey752 Lindw754 Ling755 Lini756 Linl757
Linn758 Lins759 Lint761 Linw762 Lio763 Lip764 Lipp765 Lippm766 Lips767 Lir768 Lis769 Lisl771 Liss772 List773 Lisz774 Lit775
Litch776 Litte777 Littl778 Littleb779 Littlet781 Littr782 Liu783 Liv784 Livings786 Livingstone788 Liz789 Ll791 Llo792 Lloyd793
Lly794 Lo795 Lob796 Lobe797 Lobk798 Lobo799 Loc811 Loch812 Lock813 Locke814 Locker815 Lockh816 Lockw817 Locky818 Loco819
Lod821 Lodg822 Lodi823 Lodo824 Loe825 Loes826 Loew827 Lof828 Loft829 Log831 Loge832 Loh833 Loi834 Loisel835 Lok836 Lol837
Lolm838 Lom839 Lombard841 Lombardi842 Lombe843 Lombr844 Lome845 Lomo846 Lon847 Long848 Longc851 Longe852 Longf853 Longh854
Longi855 Longl856 Longs857 Longu858 Longus859 Loni861 Lons862 Loo863 Lop864 Lor865 Lord866 Lore868 Lorenz869 Lorg871 Lori872
Loring873 Lorm875 Lorr876 Lorry877 Lort878 Los879 Loso881 Lot882 Loti883 Lott884 Lotz885 Lou886 Loug887 Loui888 Loun889
Loup891 Lour892 Lout893 Louv894 Louvo895 Lov896 Love897 Lovel898 Lovell899 Low912 Lowe913 Lowell914 Lowi918 Lown919 Lowr921
Lowt922 Loy923 Loys924 Loz925 Lu926 Lubbo927 Lube928 Lubi929 Luc931 Lucan932 Lucas933 Lucc934 Luce935 Luch936 Luci937 Lucin938
Luciu939 Luck941 Lucr942 Lucy943 Lud944 Ludl945 Ludo946 Ludr947 Ludw948 Luf949 Lug951 Lui952 Luis953 Luk954 Lul955 Lully956
Lum957 Luml958 Lums959 Lun961 Lund962 Lung963 Lunt964 Lup965 Lupt966 Lur967 Lus968 Lush969 Lusi971 Luss972 Lut973 Luto974
Lutz975 Luv976 Lux977 Luy978 Luz979 Ly981 Lycu982 Lyd983 Lye984 Lyl985 Lym986 Lyn987 Lynd988 Lynn989 Lyo991 Lyr992 Lys993
Lysi994 Lyso995 Lyt996 Lyttl997 Lytto998 Lyv999
Ma111 Mab112 Mac113 Macal114 Macar115 Macart116 Macau117 Macb118 Macbr119 Macc121 Maccal122 Maccar123 Macch124 Macci125
Maccl126 Maccli127 Macclu128 Macco129 Maccor131 Maccr132 Maccu133 Macd134 Macdon135 Macdonn136 Macdou137 Macdow138 Macdu139
Mace141 Macer142 Macf143 Macfi144 Macg145 Macgo146 Macgr147 Macgu148 Mach149 Macho151 Maci152 Mack153 Macke154 Macken155
Mackenz156 Macki158 Mackn159 Macl161 Maclay162 Macle163 Maclel164 Macleo165 Maclu166 Macm167 Macmu168 Macn169 Maco171 Macp172
Macq173 Macr174 Macs175 Macv176 Macw177 Mad178 Madd179 Made181 Madi182 Mado183 Mae184 Mael185 Maes186 Maf187 Mag188 Magat189
Mage191 Magen192 Magg193 Magi194 Magl195 Magn196 Magni197 Magno198 Magnu199 Mago211 Magr212 Magu213 Mah214 Mahm215 Maho216
Mai217 Maig218 Mail219 Maille221 Mailly222 Maim223 Main224 Maine225 Maint226 Mainw227 Mair228 Mairo229 Mais231 Mait232 Maj233
Majo234 Mak235 Mal236 Malan237 Malas238 Malat239 Malb241 Malc242 Malco243 Mald244 Male245 Males246 Malet247 Malev248 Malh249
Mali251 Mall252 Mallet253 Malli254 Mallo255 Malm256 Malo257 Malou258 Malp259 Malt261 Malv262 Mam263 Mame264 Mami265 Man266
Manas267 Manc268 Manci269 Mand271 Mander272 Mandr273 Mane274 Manet275 Manf276 Mang277 Mani278 Manl279 Mann281 Manni283 Manno285
Mans286 Mansf287 Mansi288 Manso289 Mant291 Mantel292 Manto293 Manu294 Manv295 Manz296 Map297 Mar298 Marai299 Maran311 Marb312
Marc313 Marcel314 March315 Marche316 Marchet317 Marchm318 Marci319 Marco321 Marcu322 Mare323 Maren324 Mares325 Maret326 Marg327
Marge328 Margo329 Margu331 Mari332 Marian333 Marie334 Marig335 Maril336 Marin337 Marine338 Marini339 Mario341 Mariot342
Mariu343 Marj344 Mark345 Markl346 Marl347 Marli348 Marlo349 Marm351 Marmon352 Marn353 Maro354 Marot355 Marou356 Marq357 Marr358
Marri359 Marro361 Marry362 Mars363 Marsd364 Marsh365 Marshall367 Marshm371 Marsi372 Marso373 Marst374 Mart375 Martel376
Marten377 Marti378 Martin379 Martind384 Martine385 Martini386 Marto387 Marty388 Maru389 Marv391 Marx392 Mary393 Mas394 Masc395
Mase396 Mash397 Maso398 Masq413 Mass414 Masse415 Massey416 Massi417 Massing418 Masso419 Massu422 Mast423 Masu424 Mat425
Math426 Mather427 Mathew428 Mathews429 Mathi431 Matho432 Mati433 Mats434 Matt435 Matth436 Matthew437 Matthews438 Matthi443
Matti444 Matu445 Maty446 Mau447 Mauds448 Maug449 Maun451 Maup452 Maur453 Mauri454 Maurit456 Mauro457 Mauru458 Maury459 Mav461
Maw462 Max463 Maxi464 Maxw465 May466 Mayer468 Mayh469 Mayn471 Mayne472 Mayo473 Mayr474 Maz475 Maze476 Mazz477 Mazzon478 Me479
Meade481 Meado482 Mean483 Meas484 Meb485 Mec486 Meck487 Med488 Medi489 Medin491 Medo492 Medu493 Mee494 Meer495 Meg496 Meger497
Meh498 Mei499 Meier511 Meig512 Meil513 Mein514 Meis515 Mej516 Mel517 Melc518 Mele519 Melf521 Meli522 Melis523 Mell524 Mellen525
Melli526 Mello527 Melo528 Melu529 Melv531 Melz532 Mem533 Men534 Menar535 Menc536 Mend537 Mendes538 Mendo539 Mene541 Menen542
Menes543 Meng544 Meni545 Menl546 Menn547 Mens548 Ment549 Menz551 Mer552 Merc553 Mercer554 Merci555 Merco556 Mercy557 Mere558
Meredith559 Meri561 Merin562 Meriv563 Merl564 Merli565 Merm566 Mero567 Merr568 Merrif569 Merril571 Merrit572 Merry573 Mers574
Mert575 Merv576 Merz577 Mes578 Mesm579 Mesn581 Mesni582 Mess583 Messe584 Messi585 Mest586 Met587 Metc588 Mete589 Metey591
Meth592 Meto593 Metr594 Mett595 Metz596 Meu597 Meur598 Meus599 Mew611 Mey612 Meyn614 Meyr615 Meys616 Mez617 Mi618 Mic619
Mich621 Michau622 Miche623 Michi624 Micho625 Mico626 Mid627 Middleton628 Mie631 Mier632 Mif633 Mig634 Mign635 Migno636 Mil637
Milb638 Milc639 Mild641 Mile642 Miles643 Milf644 Mill645 Mille646 Miller647 Millet653 Milli654 Millin655 Millo656 Mills657
Milm658 Miln659 Milo661 Milt662 Min663 Mine664 Mini665 Mino666 Mint667 Minu668 Mio669 Mir671 Miran672 Mirb673 Mire674 Miri675
Miro676 Mirz677 Mis678 Mit679 Mitchell681 Mitf683 Mith684 Mitt685 Mn686 Mo687 Moce688 Mod689 Modes691 Modi692 Moe693 Moer694
Mof695 Mog696 Moh697 Mohl698 Mohr699 Mohu711 Moi712 Moir713 Mois714 Moit715 Mok716 Mol717 Mole718 Moles719 Moli721 Molin722
Molini723 Molis724 Molit725 Moll726 Mollo727 Molo728 Molt729 Moly731 Mom732 Momm733 Mon734 Monal735 Monas736 Monc737 Moncl738
Moncr739 Mond741 Mone742 Mong743 Moni744 Monk745 Monl746 Monm747 Monn748 Monni749 Mono751 Monr752 Monroe753 Mons754 Monso755
Monst756 Mont757 Montag758 Montague759 Montai761 Montal762 Montale763 Montan764 Montano765 Montar766 Montau767 Montb768
Montbr769 Montc771 Monte772 Monteb773 Montef774 Monteg775 Montel776 Montem777 Monter778 Montes779 Montess781 Montf782 Montfl783
Montfo784 Montg785 Montgo786 Montgom787 Month789 Monti791 Montig792 Montl793 Montlu794 Montm795 Montmi796 Montmo797 Monto798
Montp799 Montr811 Montri812 Montro813 Montv814 Monu815 Monz816 Moo817 Moon818 Moor819 Moore821 Moq826 Mor827 Moral828 Moran829
Morat831 Moraz832 Morc833 Mord834 More835 Moreau837 Moreh838 Morel839 Morell841 Morelli842 Moren843 Moret844 Moreti845 Morf846
Morg847 Morge851 Morgeus852 Morh853 Mori854 Morie855 Morig856 Moril857 Morin858 Morini859 Moris861 Morit862 Morl863 Morle864
Morlo865 Morn866 Moro867 Moron868 Moros869 Moroz871 Morr872 Morrell873 Morri874 Morris875 Morrison878 Mors884 Mort887 Morti888
Morto889 Morv892 Mory893 Mos894 Mosch895 Moscho896 Mose897 Mosel898 Moser899 Moses911 Mosl912 Moss913 Mosso914 Most915
Mosto916 Mot917 Moth918 Motl919 Mott921 Motte922 Motz923 Mou924 Mouf925 Moul926 Moult927 Moun928 Mour929 Moure931 Mous932
Mouss933 Mout934 Mov935 Mow936 Mox937 Moy938 Moz939 Mu941 Muc942 Mud943 Mudg944 Mudi945 Muel946 Muen948 Muf949 Mug951 Muh952
Mui953 Mul954 Mulf955 Mulg956 Muli957 Mull958 Mulli959 Mulr961 Mum962 Mun963 Munck964 Mund965 Munf966 Muno967 Munr968 Muns969
Munt971 Mur972 Murc973 Murd974 Mure975 Murg976 Muri977 Murp978 Murr979 Murray981 Mus985 Muse986 Musg987 Musp988 Muss989
Must991 Mut992 Mutr993 Muz994 My995 Mye996 Myl997 Myr998 Myt999
Na111 Naas112 Nab113 Nabb114 Nabe115 Nabi116 Nabo117 Nac118 Nach119 Nachi121 Nachm122 Nacho123 Nacht124 Nack125 Nad126
Nadal127 Nadar128 Nadas129 Nadast131 Nadau132 Nadaul133 Nade134 Nader135 Nadi136 Nadj137 Nado138 Nae139 Naeg141 Naek142
Nael143 Naer144 Naev145 Naf146 Nag147 Nagi148 Nagl149 Nagli151 Nago152 Nah153 Nahl154 Nai155 Nail156 Naim157 Nair158 Nait159
Naiv161 Naj162 Nak163 Nakw164 Nal165 Naldi166 Naldin167 Naldo168 Nale169 Nali171 Nall172 Nals173 Nam174 Nan175 Nanc176 Nane177
Nang178 Nani179 Nanin181 Nanini182 Nann183 Nanni184 Nanno185 Nannu186 Nanq187 Nans188 Nanso189 Nant191 Nanteu192 Nanti193
Nao194 Nap195 Napier196 Napio214 Napl215 Napo216 Napp217 Nar218 Narbo219 Narbor221 Narc222 Nard223 Nardin224 Nare225 Nares226
Narg228 Nari229 Narin231 Narn232 Narp233 Narr234 Nars235 Narst236 Naru237 Narv238 Narvy239 Nas241 Nasaf242 Nasal243 Nasc244
Nasco245 Nase246 Naser247 Nash248 Nasi254 Nasm255 Nasmith256 Nasmyth258 Naso261 Nasol262 Nason263 Nasr264 Nass265 Nassau266
Nasse267 Nassi268 Nast269 Nat271 Natali272 Natar273 Nath274 Nathans275 Nathu276 Nati277 Nativ278 Nato279 Natt281 Natte282
Natti283 Natto284 Natu285 Natz286 Nau287 Naub288 Nauc289 Naud291 Naudet292 Naudi293 Naudo294 Naue295 Nauer296 Naug297 Naul298
Naum299 Naun312 Naus313 Nauss314 Nauz315 Nav316 Navag317 Navai318 Navar319 Navarr321 Navarro322 Nave323 Navez324 Navi325
Navil326 Navo327 Naw328 Nawr329 Nay331 Nayli332 Naylo333 Naz334 Nazar335 Nazo336 Nazz337 Ne338 Neale345 Neander349 Neap353
Near354 Neat355 Neate356 Neav357 Neb358 Nebe359 Neben361 Nebr362 Nebu363 Nec364 Neck365 Necker366 Neco368 Nect369 Ned371
Nee372 Neeb373 Need374 Neef376 Neefe377 Neel378 Neele379 Neer381 Nees382 Nef383 Neg384 Negr385 Negri386 Negrier392 Negro393
Negron394 Neh395 Nehr396 Nei397 Neil398 Neile399 Neill411 Neils414 Neip415 Neis416 Neit417 Nek418 Nel419 Nell421 Nelli422
Nello423 Nels424 Nem433 Nemi434 Nemn435 Nemo436 Nen437 Neo438 Nep439 Nepo441 Nepos442 Ner443 Nere444 Neri445 Nerin446 Nerit447
Nerl448 Nero449 Neroc451 Neron452 Ners453 Neru454 Nerv455 Nervet456 Nes457 Nesb458 Nese459 Nesl461 Nesm462 Ness463 Nessel464
Nessi465 Nessm466 Nesso467 Nest468 Net469 Nets471 Nett472 Nette473 Netter474 Nettl475 Neu477 Neube478 Neud479 Neue481 Neuf482
Neufv483 Neug484 Neuh485 Neuk486 Neul487 Neum488 Neuman489 Neumar493 Neun494 Neus495 Neusi496 Neut497 Neuv498 Nev499 Neve511
Nevel512 Never513 Nevers514 Neveu519 Nevi521 Nevill522 Neville523 Nevin526 Nevins527 Nevit529 Nevy531 New532 Newb533 Newbe534
Newbu535 Newc536 Newco537 Newcombe539 Newcome541 Newd542 Newe543 Newell544 Newh548 Newl549 Newm551 Newn557 Newp558 Newt559
Newton561 Ney568 Neyl572 Neyn573 Neyr574 Nez575 Ng576 Ni577 Nib578 Nibe579 Nibo581 Nic582 Nican583 Nicc584 Niccoli585
Niccolini586 Niccolo587 Nice588 Nicep589 Nicer591 Nicet592 Nicetas593 Nich594 Nichol595 Nicholas597 Nicholl611 Nicholls613
Nichols616 Nicholson624 Nici631 Nick632 Nico633 Nicol634 Nicolai635 Nicolas638 Nicolau639 Nicolay641 Nicole642 Nicolet643
Nicoli644 Nicoll645 Nicollet646 Nicolls647 Nicolo651 Nicols652 Nicolson653 Nicom655 Nicome656 Nicon657 Nicop658 Nicor659
Nicos661 Nicot662 Nicou663 Nid664 Nie665 Nied666 Niel667 Niell668 Niels669 Niem671 Nieme672 Niemo673 Niep674 Nier675 Niero676
Niet677 Nieu678 Nieul679 Nieup681 Nieuw682 Nif683 Nig684 Niger685 Niget686 Nigh687 Nigr689 Nih691 Nik692 Niko693 Nikon694
Nil695 Niles696 Nim713 Nin714 Nini715 Nino716 Ninu717 Nio718 Nip719 Niq721 Nis722 Nisb723 Nisl725 Niss726 Nisso727 Nit728
Nith729 Nito731 Nits732 Nitt733 Niv734 Niver735 Nix736 Niz737 Nj738 No739 Noail741 Noak743 Nob744 Nobi745 Nobl746 Noble747
Nobr754 Noby755 Noc756 Noch757 Noci758 Nocr759 Nod761 Nodu762 Noe763 Noed764 Noel765 Noes771 Noet772 Nof773 Nog774 Nogaro775
Noge776 Nogh777 Nogu778 Noh779 Nohr781 Noi782 Noiret783 Noirot784 Nok785 Nol786 Nolan787 Nold791 Noli792 Noll793 Nollek794
Nollet795 Nolli796 Nolp797 Nolt798 Nom799 Nomu811 Non812 Noni813 Nonn814 Nonz815 Noo816 Noom817 Noor818 Noot819 Nop821 Nor822
Norbert823 Norbl825 Norby826 Norc827 Nord828 Norden829 Nordenh831 Nordens832 Nordt833 Nore834 Norf835 Norg838 Norgh839 Nori841
Norm842 Normanb844 Normand845 Normandy848 Normann849 Normant851 Noro852 Norr853 Norry862 Nors863 North864 Northa868
Northampton869 Northb872 Northc873 Northe874 Northn875 Northo876 Northr877 Northu878 Northw879 Northwo881 Norto882 Norv891
Norw892 Norwo894 Norz896 Nos897 Nost898 Not899 Note911 Noth912 Notk913 Notr914 Nott915 Notti919 Nottn922 Notto923 Nou924
Noue925 Nouet926 Noug927 Nouh928 Noul929 Nour931 Nourr932 Nours933 Nouv934 Nov935 Novar936 Nove937 Novelli938 Novello939
Nover941 Noves942 Novi943 Novio944 Noviu945 Now946 Nowe947 Noy949 Noyer951 Noyes952 Noz961 Nu962 Nuce963 Nuci964 Nug965
Nugent966 Nul969 Num971 Nun972 Nunu973 Nur974 Nus975 Nut976 Nutta979 Nutter982 Nutting986 Nuv989 Nuy991 Nuz992 Ny993 Nye994
Nyk995 Nym996 Nyo997 Nys998 Nyt999
Oa11 Ob12 Obr13 Obs14 Oc15 Och16 Oco17 Oconn18 Ocor19 Oct21 Od22 Ode23 Odi24 Odo25 Odon26 Odr27 Oe28 Oer29 Of31 Off32 Ofl33
Og34 Ogl35 Oh36 Ohe37 Ohm38 Oi39 Ok41 Ol42 Olb43 Old44 Ole45 Oli46 Olip47 Oliv48 Olivi49 Olm51 Olo52 Oly53 Om54 Ome55 Omo56
Omu57 On58 Ons59 Op61 Opp62 Or63 Orb64 Ord65 Ore66 Orf67 Org68 Ori69 Orl71 Orlo72 Orm73 Orn74 Orr75 Ors76 Ort77 Orto78 Orv79
Os81 Osg82 Osm83 Oss84 Ost85 Osw86 Ot87 Oti88 Ott89 Ottl91 Otw92 Ou93 Ous94 Ouv95 Ov96 Ow97 Ox98 Oz99
Pa111 Paac112 Paacu113 Pacc114 Pace115 Pach116 Paci117 Pacin118 Pack119 Paco121 Pacu122 Pad123 Pado124 Padu125 Pae126 Paez127
Pag128 Pagani129 Pagano131 Page132 Pagen134 Paget135 Pagi136 Pagit137 Pagl138 Pagn139 Pah141 Pai142 Pail143 Pain144 Paint148
Pais149 Paj151 Pak152 Pal153 Palai154 Palaz155 Pale156 Pales157 Paley158 Palf159 Palg161 Pali162 Palis163 Pall164 Pallav165
Palle166 Palli167 Pallis168 Pallu169 Palm171 Palme172 Palmer173 Palmers178 Palmi179 Palo181 Pals182 Palt183 Palu184 Pam185
Pamph186 Pan187 Panc188 Pand189 Pane191 Pani192 Paniz193 Pann194 Pano195 Pans196 Pant197 Panto198 Panz199 Pao211 Paolo212
Pap213 Pape214 Papi215 Papil216 Papin217 Papo218 Paq219 Par221 Parad222 Paran223 Parav224 Parc225 Pard226 Pare227 Paren228
Parf229 Pari231 Paris232 Parish233 Parisi234 Park235 Parke237 Parker238 Parkes245 Parkh246 Parki247 Parkman249 Parks252 Parm253
Parment254 Parmi255 Parn256 Paro257 Parr258 Parri261 Parro262 Parrot263 Parry264 Pars266 Parsons267 Part273 Parto274 Partr275
Parv276 Pas277 Pasc278 Pasch279 Pasco281 Pasi282 Paso283 Pasq284 Pass285 Passar286 Passe287 Passi288 Passo289 Past291 Pasto292
Pastor293 Pat294 Pate295 Paters296 Pati298 Patis299 Patm311 Pato312 Patou313 Patr314 Patt315 Patten316 Patterson317 Pattes319
Patti321 Patto322 Pau323 Paul324 Pauld325 Paule326 Pauli327 Paulin328 Paull329 Paulm331 Pauls332 Paulu333 Paus334 Paut335
Pauw336 Pav337 Pavi338 Pavo339 Pax341 Paxt342 Pay343 Payer344 Payn345 Payne346 Pays347 Paz348 Pe349 Peabody351 Peac355
Peaco356 Peak357 Peal358 Pear359 Pears361 Peas363 Pec364 Pecc365 Peck366 Peckh368 Peco369 Ped371 Pedro372 Pee373 Peel374
Peer375 Peg376 Pei377 Peirc378 Peirs379 Pel381 Pelet382 Pelh383 Peli384 Pell385 Pelle386 Peller387 Pellet388 Pellew389 Pelli391
Pello392 Pelt393 Pemb394 Pembr396 Pen397 Pendl398 Penh399 Peni411 Penn412 Pennel413 Penni414 Penno415 Penny416 Penr417 Pens418
Pent419 Pep421 Pepi422 Pepo423 Pepp424 Pepy425 Per426 Perau427 Perc428 Perci429 Percy431 Perd433 Pere434 Pereg435 Perei436
Perel437 Perez438 Perg439 Peri441 Perier442 Perig443 Perigo444 Perin445 Peris446 Perk447 Perkins448 Pern452 Pero453 Perr454
Perre455 Perri456 Perrier457 Perrin458 Perro459 Perrot461 Perry462 Pers466 Perso467 Pert468 Perti469 Peru471 Pes472 Pesc473
Pese474 Pess475 Pest476 Pet477 Peter478 Peterb479 Peters481 Petersen484 Peterson485 Peth486 Peti487 Petis488 Petit489 Petito491
Peto492 Petr493 Petrei494 Petri495 Petrin496 Petro497 Petru498 Pett499 Petti511 Petty512 Petz513 Peu514 Pey515 Peyro516
Peys517 Peyst518 Peyt519 Pez521 Pezr522 Pf523 Pfe524 Pfei525 Pfeiffer526 Pfen528 Pfi529 Pfl531 Ph532 Phal533 Phale534 Phan535
Phar536 Phe537 Phel538 Pher542 Phi543 Phil544 Philb545 Phile546 Phili547 Philid548 Philip549 Philipp551 Philippi552 Philippu553
Philips554 Phill556 Phillip557 Phillips558 Philo565 Philoc566 Philom567 Philos568 Philox569 Philp571 Phin572 Phip573 Pho574
Phor575 Phr576 Phry577 Phy578 Pi579 Pian581 Piat582 Piatt583 Piaz584 Pic585 Picar586 Picc587 Piccin588 Piccio589 Picco591
Pich592 Picho593 Pick594 Picker595 Picket597 Pico598 Picou599 Pict611 Pid612 Pie613 Pien614 Pier615 Pierl619 Pierp621 Pierr622
Pierres623 Piers624 Piet625 Pietro626 Pif627 Pig628 Pige629 Pigg631 Pign632 Pigo633 Pih634 Pik635 Pil637 Piles638 Pilk639
Pill641 Pillo642 Pilo643 Pim644 Pin645 Pinar646 Pinc647 Pind648 Pine649 Pinel651 Pinet652 Ping653 Pinh654 Pink655 Pinn656
Pino657 Pins658 Pint659 Pinz661 Pio662 Pioz663 Pip664 Piper665 Piq666 Pir667 Piri668 Pirk669 Piro671 Piron672 Pis673 Pisani674
Pisano675 Pisc676 Pise677 Piso678 Pist679 Pit681 Pitc682 Pith683 Piti684 Pitm685 Pitr686 Pits687 Pitt688 Pitti689 Pitto691
Pitts692 Piu693 Pix694 Piz695 Pl696 Plac697 Placi698 Plan699 Planchet711 Plane712 Plant713 Planti714 Plas715 Plat716 Platn717
Plato718 Platt719 Plau721 Play722 Playfo723 Ple724 Plen725 Ples726 Pley727 Pli728 Plo729 Plou731 Plow732 Plu733 Plum734
Plumm735 Plump736 Plun737 Pluy738 Po739 Poco741 Pod742 Poe743 Poel744 Poer745 Pog746 Poh747 Pohl748 Poi749 Poin751 Poins752
Poir753 Pois754 Poisso755 Poit756 Poiti757 Poix758 Poj759 Pok761 Pol762 Pole763 Polem764 Polen765 Poli766 Polier767 Polig768
Polit769 Poll771 Polle773 Polli774 Pollio775 Pollo776 Polo778 Polt779 Poly781 Polyc782 Polym783 Pom784 Pome785 Pomf786
Pomm787 Pomp788 Pompi789 Pompo791 Pon792 Poncel793 Poncet794 Ponch795 Pond796 Poni797 Pons798 Ponso799 Pont811 Pontb812
Ponte813 Pontec814 Pontev815 Ponti816 Pontm817 Ponto818 Ponz819 Poo821 Poole822 Poor823 Poort824 Pop825 Poph827 Popi828
Popo829 Popp831 Por832 Porc833 Porci834 Pord835 Pori836 Porp837 Porr838 Port839 Portaf841 Portal842 Porte843 Porter844
Porth851 Porti852 Portm853 Porz854 Pos855 Poss856 Post857 Postl858 Pot859 Pote861 Poth862 Poti863 Poto864 Pott865 Potter866
Potti871 Pou872 Poui873 Poul874 Poull875 Poult876 Pour877 Pous878 Pout879 Pow881 Powell882 Power887 Powers888 Pown889 Poy891
Poyn892 Poz893 Pozzo894 Pr895 Prad896 Prae897 Praet898 Pran899 Pras911 Prat912 Pratt913 Prau918 Prax919 Pray921 Pre922
Prec923 Prei924 Prem925 Pren926 Prent927 Pres928 Prescott929 Presl934 Press935 Prest936 Preston937 Preu943 Prev944 Pri945
Prich947 Prie948 Pries949 Prieu951 Prim952 Prime953 Prin954 Prio958 Pris959 Prit961 Pro962 Proc963 Proct964 Prom965 Pros966
Prot967 Prou968 Prov969 Pru971 Prun972 Pry973 Ps974 Pt975 Pu976 Puc977 Pug978 Pui979 Pul981 Pull982 Pult983 Pun984 Pur985
Purs986 Pus987 Put988 Putnam989 Puy994 Py995 Pyl996 Pyn997 Pyr998 Pyt999
Qua1 Quat2 Que3 Quer4 Ques5 Qui6 Quin7 Quir8 Quo9
Ra111 Rab112 Rabau113 Rabe114 Raben115 Rabi116 Rabu117 Rac118 Rach119 Raci121 Rack122 Raco123 Rad124 Radc125 Rade126 Radem127
Radet128 Radi129 Rado131 Radu132 Radz133 Rae134 Raen135 Raf136 Raffen137 Raffl138 Rafn139 Rag141 Ragg142 Ragl143 Rago144
Ragu145 Ragus146 Rah147 Rahn148 Rai149 Raik151 Rail152 Raim153 Rain154 Raine155 Rainey156 Raini157 Raino158 Rainv159 Rait161
Rak162 Ral163 Rals164 Ram165 Ramaz166 Ramb167 Rambu168 Ramd169 Rame171 Ramel172 Rami173 Ramm174 Ramo175 Ramou176 Ramp177
Rams178 Ramsd182 Ramse183 Ramu184 Ran185 Rand186 Randall188 Rande191 Rando192 Randon195 Rang196 Rani197 Rank198 Ranken199
Ranki211 Rans212 Rant213 Ranz214 Rao215 Rap216 Raph217 Rapi218 Rapo219 Rapp221 Ras222 Rasch223 Rase224 Rask225 Rasp226
Raspo227 Rass228 Rast229 Rasto231 Rat232 Ratc233 Rath234 Raths235 Rati236 Ratt237 Ratz238 Rau239 Rauch241 Rauco242 Raud243
Rauf244 Raul245 Raum246 Raup247 Raus248 Raut249 Rauz251 Rav252 Raven253 Ravens254 Raves255 Ravi256 Raw257 Rawl258 Rawlin259
Rawlinson261 Raws262 Ray263 Rayb265 Raye266 Raym267 Raymond268 Rayn274 Rayne275 Rayno276 Rayo277 Raz278 Razou279 Re281
Read282 Reade285 Reading287 Real288 Reb289 Rebell291 Rebo292 Rebs293 Rec294 Recco295 Rech296 Rechen297 Reck298 Recl299 Reco311
Red312 Redd313 Rede314 Redf315 Redg316 Redi317 Redm318 Redo319 Redp321 Ree322 Reed323 Rees328 Reese329 Reev331 Reeves332
Reg333 Regg334 Regi335 Regio336 Regis337 Regn338 Regnau339 Regne341 Regni342 Rego343 Regu344 Reh345 Reht346 Rei347 Reicha348
Reiche349 Reichen351 Reichm352 Reid353 Reif361 Reil362 Reim363 Rein364 Reine365 Reinec366 Reiner367 Reinh368 Reinhard369
Reinhart371 Reinho372 Reinm373 Reins374 Reis375 Reiset376 Reisi377 Reiss378 Reit379 Rej381 Rel382 Rell383 Rem384 Remb385
Reme386 Remi387 Remin388 Remo389 Remu391 Remy392 Ren393 Renar394 Renau395 Renaul396 Rend397 Rendu398 Rene399 Renes411 Reng412
Reni413 Renn414 Rennev415 Renni416 Renny417 Reno418 Renou419 Rens421 Rent422 Renu423 Renv424 Rep425 Rept426 Req427 Rer428
Res429 Resch431 Rese432 Resen433 Resn434 Ress435 Rest436 Ret437 Reth438 Rett439 Retz441 Reu442 Reul443 Reum444 Reus445 Reuss446
Reut447 Reuv448 Rev449 Revell451 Rever452 Reves453 Revi454 Rex455 Rey456 Reyb457 Reym458 Reyn459 Reyni461 Reyno462 Rez467
Rh468 Rhe469 Rhen471 Rhet472 Rhi473 Rho474 Rhod475 Rhodes476 Rhodo478 Rhou479 Ri481 Rib482 Ribb483 Ribe484 Ribes485 Ribo486
Ric487 Ricardo488 Ricc489 Ricci491 Ricciar492 Riccio493 Ricco494 Rice495 Rich498 Richard511 Richards514 Richardson521 Riche527
Richel528 Richer529 Richi531 Richm532 Richt534 Richter535 Rici538 Rick539 Rico541 Rid542 Riddel543 Ride544 Ridl545 Rido547
Rie548 Ried549 Riedes551 Riedi552 Rief553 Rieg554 Rieh555 Riem556 Rien557 Riep558 Ries559 Riese561 Riesn562 Riet563 Rieu564
Rig565 Rigaul566 Rigb567 Rige568 Rigg569 Righ571 Rign572 Ril573 Rill574 Rim575 Rimi576 Rimm577 Rin578 Rinc579 Ring581 Ringo582
Rint583 Rinu584 Rio585 Rios586 Riou587 Rip588 Ripley589 Ripp593 Riq594 Ris595 Riss596 Rist597 Rit598 Rits612 Ritt613 Ritter614
Riv616 Rivan617 Rivar618 Rivau619 Rive621 Rivers622 Rives623 Rivet624 Rivi625 Rivo626 Riz627 Ro628 Robar629 Robb631 Robbins632
Robe638 Robert639 Roberts643 Robertson649 Robes653 Robi654 Robin655 Robine656 Robins657 Robinson658 Robs667 Roby668 Roc669
Rocc671 Roch672 Roche673 Rochef674 Rochem675 Roches676 Rochet677 Rochf678 Rochm679 Rocho681 Rock682 Rocki683 Rockw684 Rod685
Rodd686 Rode687 Roder688 Rodew689 Rodg691 Rodi692 Rodm693 Rodn694 Rodo695 Rodr696 Rodw697 Roe698 Roeb711 Roed712 Roeh713
Roel714 Roem715 Roep716 Roer717 Roes718 Roet719 Rog721 Roger722 Rogers724 Roget732 Rogg733 Rogi734 Rogn735 Rogu736 Roh737
Rohl738 Rohr739 Roi741 Rok742 Roko743 Rol744 Role745 Rolf746 Roli748 Roll749 Rolles751 Rollett752 Rolli753 Rollin754 Rollo755
Rom756 Romai757 Roman758 Romano759 Romanu761 Romb762 Rome763 Romey764 Romi765 Romm766 Romu767 Ron768 Ronc769 Rond771 Rone772
Rong773 Rons774 Ronz775 Roo776 Rook777 Roop778 Roor779 Roos781 Root782 Rop784 Ropes785 Roq786 Ror787 Ros788 Rosar789 Rosc791
Rosco792 Rose795 Roseb798 Rosec799 Rosel811 Rosem812 Rosen813 Rosenk814 Rosenn815 Rosenw816 Roset817 Rosew818 Rosi819
Rosin821 Rosn822 Ross823 Rossel828 Rosset829 Rossi831 Rossig834 Rossin835 Rossl836 Rossm837 Rosso838 Rost839 Rosw841 Rot842
Rote843 Rotg844 Roth845 Rothen846 Roths847 Rothw848 Rotr849 Rott851 Rou852 Roub853 Rouc854 Roug855 Rouget856 Roui857 Rouj858
Roul859 Roup861 Rouq862 Rous863 Rouss864 Roussel865 Roussele866 Rousset867 Roust868 Rout869 Roux871 Rouy872 Rov873 Rovet874
Rovi875 Row876 Rowan877 Rowe878 Rowel881 Rowi882 Rowl883 Rowle884 Rows885 Rox886 Roxb887 Roy888 Roye889 Royer891 Royo892
Roz893 Ru894 Ruben895 Rubi896 Rubr897 Ruc898 Ruch899 Ruck911 Ruckers912 Rud913 Rudd914 Rude915 Rudi916 Rudo917 Rue918 Ruef919
Ruel921 Ruf922 Ruffi923 Ruffn924 Ruffo925 Rufi926 Rufu927 Rug928 Rugg929 Ruggi931 Ruggl932 Ruh933 Rui934 Rul935 Rum936 Rumm937
Rums938 Run939 Rund941 Rung942 Ruo944 Rup945 Rupp946 Rupr947 Rur948 Rus949 Rusch951 Rush952 Rusht954 Rushw955 Rusk956 Rusp957
Russ958 Russel959 Russell961 Russi969 Rust971 Rut972 Rutg973 Ruth974 Rutherf975 Ruthv976 Ruti977 Rutl978 Rutledge981 Rutt982
Ruv983 Rux984 Ruy985 Ruyt986 Ruz987 Ry988 Ryc991 Ryd992 Rye993 Ryl994 Rym995 Rys996 Ryt997 Ryv998
Sa111 Saar112 Sab113 Sabb114 Sabe115 Sabi116 Sabl117 Sabr118 Sac119 Sach121 Saco122 Sacr123 Sad124 Sade125 Sadl126 Sae127
Saf128 Sag129 Sah131 Sai132 Sainte156 Sais158 Sal159 Salan161 Sald162 Sale163 Salg164 Sali165 Salis166 Salisbury167 Sall168
Sallo169 Salm171 Salmon172 Salo173 Salomon174 Salon175 Salt176 Salter177 Saltm178 Salto179 Salu181 Salv182 Salve183 Salvi184
Salvin185 Salvo186 Sam187 Samh188 Samm189 Samo191 Samp192 Sams193 San194 Sanb198 Sanc199 Sanch211 Sancr212 Sand213 Sande214
Sanders215 Sanderson216 Sandf217 Sando218 Sandr219 Sands221 Sandy222 Sane223 Sanf224 Sang225 Sangr226 Sani227 Sann228 Sans229
Sant231 Santag232 Santar233 Sante234 Santi235 Santis236 Santo237 Sanu238 Sao239 Sap241 Saq242 Sar243 Sard244 Sarg245 Sarm246
Sarr247 Sars248 Sart249 Sarto251 Sas252 Sat253 Satu254 Sau255 Saul256 Saun257 Saup258 Saur259 Saut261 Sauv262 Sav263 Savar265
Savas266 Savi267 Savo268 Savot269 Saw271 Sax272 Saxo273 Say274 Sayl275 Sba276 Sca277 Scae278 Scal279 Scalab281 Scali282
Scam283 Scap284 Scar285 Scarl286 Scars287 Scav288 Sce289 Sch291 Schad292 Schae293 Schaef294 Schaer295 Schaf296 Schal297
Schall298 Scham299 Schar311 Schat312 Schau313 Sche314 Sched315 Schef316 Schei318 Scheif319 Scheit321 Schel322 Schem323
Schen324 Schep325 Scher326 Schet327 Scheu328 Schi329 Schick331 Schie332 Schif333 Schil334 Schim335 Schin336 Schir337 Schl338
Schle339 Schlei341 Schles342 Schleu343 Schli344 Schlo345 Schlu346 Schm347 Schmi348 Schmidt349 Schmit355 Schmo356 Schn357
Schne358 Schni361 Schno362 Scho363 Schoe364 Schoen365 Schoenl366 Schoep367 Schol368 Schom369 Schon371 Schoo372 Schop373
Schor374 Schot375 Schou376 Schra377 Schrei378 Schrey379 Schro381 Schroet382 Schu383 Schube384 Schue385 Schul386 Schultz387
Schulz388 Schulze391 Schum392 Schun393 Schur394 Schus395 Schut396 Schuy397 Schw398 Schwar399 Schwarz411 Schwe412 Schwei413
Schwem414 Schwer415 Sci416 Scin417 Scip418 Scir419 Sco421 Scog422 Scor423 Scot424 Scott425 Scou432 Scr433 Scri434 Scro435
Scu436 Scul437 Sea438 Sear439 Seat441 Seav442 Seb443 Sec444 Seco445 Secr446 Sed447 Sedg448 Sedl449 See451 Seel452 Seem453
Seg454 Segr455 Segu456 Sei457 Seid458 Seif459 Seil461 Seis462 Sej463 Sel464 Self465 Selk466 Sell467 Sello468 Selv469 Sem471
Seml472 Semp473 Sen474 Sene475 Senf476 Seni477 Senn478 Sep479 Ser481 Seras482 Sere483 Serg484 Seri485 Serm486 Serr487 Serre488
Serro489 Serv491 Servin492 Ses493 Sest494 Set495 Seu496 Sev497 Sever498 Severus499 Sevi511 Sew512 Seward514 Sewel515 Sewell516
Sex518 Sey519 Seym521 Seyt522 Sfo523 Sha524 Shaf525 Shai526 Shak527 Shal528 Shap529 Shar531 Sharpe532 Shat533 Shaw534 Shay538
She539 Shed541 Shef542 Shei543 Shel544 Shelley545 Shen546 Shep547 Sheph548 Shepp549 Sher551 Sheri552 Sherm553 Sherw554 Shi555
Shil556 Ship557 Shir558 Sho559 Shr561 Shu562 Sib563 Sibl564 Sic565 Sici566 Sico567 Sid568 Sidn569 Sie571 Sien572 Sies573
Sig574 Sigf575 Sigi576 Sigis577 Sign578 Sigu579 Sil581 Silb582 Sili583 Sill584 Silo585 Silv586 Silve587 Sim588 Sime589
Siml591 Simm592 Simo593 Simon594 Simond597 Simone598 Simoni599 Simons611 Simp612 Simps613 Sims614 Sin615 Sincl616 Sing617
Sins618 Sir619 Sirm621 Sis622 Sism623 Siv624 Six625 Ska626 Ske627 Ski628 Skr629 Sla631 Sle632 Sli633 Slo634 Sma635 Smar636
Sme637 Smel638 Smi639 Smil641 Smit642 Smits665 Smo666 Smy667 Smythe668 Sna669 Sne671 Sni672 Sno673 Snow674 Sny675 Soa676
Sob677 Soc678 Sod679 Soe681 Sog682 Soi683 Sol684 Sole685 Soli686 Solis687 Soll688 Solo689 Solt691 Soly692 Som693 Somer694
Somers695 Somerv696 Somm697 Son698 Sonn699 Soo711 Sop712 Sor713 Sori714 Sos715 Sost716 Sot717 Soto718 Sou719 Souf721 Soul722
Souli723 Soum724 Sous725 Sout726 Southe727 Southw728 Souv729 Sow731 Spa732 Spaf733 Spal734 Span735 Spar736 Sparr737 Spat738
Spau739 Spe741 Spee742 Spel743 Spen744 Spencer745 Spene747 Spens748 Sper749 Sperr751 Spet752 Sph753 Spi754 Spie755 Spil756
Spin757 Spino758 Spir759 Spit761 Spo762 Spon763 Spoo764 Spot765 Spr766 Spran767 Spre768 Spri769 Spro771 Spu772 Squ773
Squir774 Sta775 Stad776 Stadl777 Stae778 Staf779 Stah781 Stai782 Stam783 Stan784 Stand785 Stanh786 Stanl787 Stans791 Stant792
Stap793 Stapl794 Star795 Starr796 Stat797 Stau798 Ste799 Steb811 Sted812 Stee813 Steele814 Steev815 Stef816 Steffe817 Stei818
Stein819 Steind821 Steine822 Steinm823 Stel824 Sten825 Steno826 Step827 Stephen828 Stephens832 Stephenson836 Ster838 Stern839
Stet841 Steu842 Stev843 Stevens844 Stevenson847 Stew849 Stey853 Sti854 Stie855 Stil856 Still857 Stim858 Stimp859 Stir861
Stit862 Sto863 Stoc864 Stockl865 Stockt866 Stod867 Stoe871 Stoel872 Stof873 Stok874 Stol875 Stolt876 Ston877 Stoo882 Stop883
Stor884 Stork885 Storr886 Story887 Stou889 Stow891 Stowe892 Stowell893 Stra894 Strad895 Straf896 Stran897 Strat898 Strath899
Stratt911 Strau912 Straw913 Stre914 Street915 Stri916 Strickl917 Strin918 Stro919 Strog921 Stron922 Strong923 Strot925
Stroz926 Stru927 Stry928 Stu929 Stud933 Stuk934 Stur935 Sturm936 Stut937 Stuy938 Sua939 Sub941 Suc942 Sud943 Sue944 Suev945
Suf946 Sug947 Sui948 Sul949 Sully953 Sulp954 Sum955 Sumn956 Sun957 Sunderl958 Sup959 Sur961 Surr962 Surv963 Sus964 Sut965
Suth966 Sutt967 Suz968 Svi969 Swa971 Swan972 Swar973 Swe974 Swet975 Swi976 Swift977 Swin978 Swint979 Sya981 Syd982 Syk983
Syl984 Sylv985 Sym986 Symm987 Symo988 Symp989 Syms991 Syn992 Syng993 Syp994 Syr995 Sza996 Sze997 Szi998 Szy999
Ta111 Tab112 Tabe113 Tabo114 Tac115 Tacf116 Tach117 Taci118 Taco119 Tad121 Tado122 Tae123 Taf124 Tag125 Tagl126 Taglias127
Taglio128 Tai129 Tail131 Taille132 Tailli133 Tain134 Tais135 Tak136 Tal137 Talbot138 Tale143 Talf144 Talh145 Tali146 Tall147
Talley148 Talli149 Talm151 Talo152 Tam153 Tamb154 Tambe155 Tambou156 Tame157 Tami158 Tamp159 Tan161 Tanc162 Tand163 Tane164
Tank165 Tann166 Tans168 Tant169 Tanz171 Tap172 Tapl173 Tapp174 Tar176 Taras177 Tarau178 Tarb179 Tard181 Tardieu182 Tardif183
Tare184 Targ185 Tari186 Tarin187 Tarl188 Tarn189 Taro191 Tarr192 Tars193 Tartar194 Tarti195 Taru196 Tas197 Task198 Tasm199
Tass211 Tasse212 Tassi213 Tasso214 Tasson215 Tat216 Tath218 Tati219 Tatt221 Tau222 Taubn223 Tauc224 Taul225 Taun226 Taup227
Taus228 Taut229 Tav231 Tave232 Taver233 Taverni234 Tax235 Tay236 Tayler237 Taylor238 Taz248 Tc249 Tche251 Tcho252 Te253 Teb254
Tec255 Ted256 Tedm257 Tee258 Tef259 Teg261 Tei262 Teif263 Teil264 Teis265 Teix266 Tel267 Telem268 Teles269 Telf271 Teli272
Tell273 Teller274 Tellez275 Telli276 Tello277 Tem278 Teme279 Temm281 Temp282 Templ284 Templet288 Ten289 Tend291 Tene292
Teni293 Tenis294 Tenn295 Tenne297 Tenney298 Tenni311 Tenny312 Tent313 Teo314 Ter315 Tere316 Terg317 Terh318 Term319 Tern321
Terp322 Terr323 Terras324 Terre325 Terri326 Terrin327 Terro328 Terry329 Ters331 Tert332 Terw333 Terz334 Tes335 Tesau336
Tesc337 Tess338 Tessi339 Tessin341 Test342 Teste343 Testi344 Testo345 Testu346 Tet347 Tetr348 Tetz349 Teu351 Teut352 Tev353
Tew354 Tex355 Tey356 Th357 Thac358 Thack363 Thai364 Thal365 Tham366 Than367 Thau368 Thay369 The374 Theb375 Thei376 Theim377
Thek378 Thel379 Thelo381 Thelw382 Them383 Then384 Theo385 Theoc386 Theod387 Theodo388 Theodos389 Theog391 Theon392 Theop393
Theophi394 Theopo395 Theor396 Theos397 Ther398 Theri399 Therm411 Thero412 Thes413 Thess414 Theu415 Thev416 Theveni417
Theveno418 Thew419 Thex421 Thi422 Thiard423 Thib424 Thibaul425 Thibaut426 Thibo427 Thic428 Thie429 Thiel431 Thielm432
Thiem433 Thien434 Thier435 Thierry436 Thiers438 Thies439 Thil441 Thilo442 Thim443 Thio444 Thir445 Thirl446 Thiro447 This448
Tho449 Thol451 Thom452 Thoman453 Thomas454 Thomass464 Thomassy465 Thomo466 Thomp467 Thompson468 Thoms479 Thomsen481 Thomson482
Thor487 Thore488 Thores489 Thori491 Thoris492 Thork493 Thorl494 Thorm495 Thorn496 Thornb497 Thornd498 Thorndi499 Thorne511
Thorney512 Thornt513 Thornw515 Thoro516 Thorp517 Thorpe518 Thort523 Thou524 Thoui525 Thour526 Thout527 Thouv528 Thr529
Thre531 Thu532 Thui533 Thul534 Thun535 Thur536 Thurl537 Thurlo538 Thurm539 Thurn541 Thuro542 Thurs543 Thurston544 Thw548
Thy549 Ti551 Tib552 Tibe553 Tibn554 Tic555 Tick556 Ticknor557 Tid558 Tie559 Tief561 Tiel562 Tiep563 Tier564 Tif565 Tig566
Tigl567 Tigr568 Til569 Tild571 Tile572 Tili573 Till574 Tille575 Tillet576 Tilli577 Tillo578 Tilly579 Tils581 Tim582 Timb583
Timm584 Timo585 Timp586 Tin587 Tind588 Tink589 Tinn591 Tins592 Tint593 Tio594 Tip595 Tir596 Tiri597 Tis598 Tisch599 Tische611
Tischl612 Tisd613 Tiss614 Tissi615 Tisso616 Tit617 Titi618 Titin619 Tito621 Titt622 Titu623 Tix624 Tiz625 Tk626 To627 Tob628
Tobi629 Toc631 Tocq632 Tod633 Tode637 Todh638 Todl639 Toe641 Toep642 Toes643 Tof644 Tog645 Toi646 Tol647 Tolb648 Tole649
Toll651 Tolm652 Tolo653 Tols654 Tom655 Tomb656 Tomi657 Tomk658 Toml659 Tomm661 Tomp662 Ton663 Tone664 Tong665 Tonn666 Tont667
Too668 Tool671 Toom672 Top673 Toph674 Topl675 Tor676 Tord677 Tore678 Toren679 Tores681 Torg682 Tori683 Torl684 Torn685
Torno686 Torq687 Torr688 Torre689 Torren691 Torrent692 Torres693 Torrey694 Torri695 Torrig696 Torrin697 Tors698 Tort699
Torti711 Torto712 Tos713 Tose714 Toss715 Tost716 Tot717 Tott718 Totten719 Tottl721 Tou722 Toul723 Toulm724 Toulo725 Toup726
Tour727 Tourn728 Tourno729 Touro731 Tourr732 Tourv733 Tous734 Tousse735 Tout736 Tow737 Towers739 Towg741 Towl742 Town743
Towne744 Townel745 Townl746 Towns747 Townsh753 Townso755 Toy756 Toz757 Tr758 Trac759 Tracy761 Trad763 Trae764 Trag765 Trai766
Train768 Tral769 Tram771 Tran772 Trap773 Trapp774 Tras775 Trat776 Trau777 Trauts778 Trav779 Travi782 Trax783 Tre784 Trebo785
Tred786 Trei787 Trel788 Trem789 Tremo791 Tren792 Trenck794 Trent795 Tres796 Tresh797 Tresi798 Tress799 Treu811 Trev812
Trevi813 Trevis814 Trevo815 Trew817 Trez818 Tri819 Trian821 Trib822 Tric823 Trico824 Trie825 Trier826 Tries827 Trig828
Tril829 Trim831 Trin832 Trinci833 Trio834 Trip835 Tripp836 Tris837 Trist838 Trit839 Triv841 Trivu842 Tro843 Trog844 Troi845
Trol846 Trollo847 Trom849 Tromp851 Tron852 Tronci853 Trons854 Troo855 Trop856 Tros857 Trot858 Trou859 Troui861 Trouv862
Trow863 Troy864 Tru865 Trud866 Trum867 Trumbull868 Trur872 Trus873 Trut874 Try875 Tryp876 Ts877 Tscher878 Tschi879 Tschu881
Tse882 Tu883 Tub884 Tuber885 Tuc886 Tuch887 Tucher888 Tuck889 Tucker891 Tuckerman896 Tucket898 Tud899 Tudi911 Tudo912 Tue913
Tuf914 Tuk916 Tul917 Tull918 Tulloch919 Tullus922 Tully923 Tulo924 Tum925 Tun926 Tuns927 Tup928 Tur929 Turb931 Turc932
Turco933 Ture934 Turen935 Turg936 Turgo937 Turi938 Turk939 Turl941 Turn942 Turne944 Turnh955 Turno956 Turp957 Turr958
Turrett959 Turri961 Turt962 Turv963 Tus964 Tuss965 Tut966 Tutt967 Tuy968 Tw969 Twee971 Twi972 Twin973 Twis974 Twy975 Twys976
Ty977 Tyc978 Tye979 Tyl981 Tym986 Tyn987 Tyndall988 Tyng989 Typ991 Tyr992 Tyrrell993 Tys994 Tyt995 Tytler996 Tz998 Tzs999
Ua11 Ub12 Ube13 Uber14 Ubi15 Uc16 Uch17 Ud18 Ude19 Udi21 Ue22 Uf23 Uffi24 Uffo25 Ug26 Ugo27 Uh28 Uhd29 Uhl31 Uht32 Ui33 Uk34
Ukr35 Ul36 Ule37 Ulf38 Uli39 Ull41 Ulle42 Ulm43 Ulp44 Ulr45 Uls46 Ult47 Um48 Umbr49 Umf51 Uml52 Ums53 Un54 Unde55 Underw56
Ung57 Uni58 Uns59 Unt61 Unw62 Unz63 Uo64 Up65 Upd66 Uph67 Upm68 Ups69 Upt71 Ur72 Urbi73 Urc74 Ure75 Uri76 Url77 Uro78 Urq79
Urr81 Urs82 Urv83 Us84 Ush85 Usl86 Uss87 Ust88 Ut89 Utl91 Utr92 Utt93 Uv94 Uw95 Ux96 Uy97 Uyt98 Uz99
Va111 Vac112 Vacc113 Vaccar114 Vacch115 Vacchi116 Vacco117 Vach118 Vacho119 Vacq121 Vad122 Vade123 Vadi124 Vae125 Vag126
Vah127 Vai128 Vail129 Vaill131 Vais132 Vaj133 Vak134 Val135 Valad136 Valar137 Valaz138 Valb139 Valc141 Valck142 Valckenb143
Vald144 Valdes145 Valdi146 Valdo147 Valdr148 Vale149 Valeg151 Valen152 Valens153 Valent154 Valenti155 Valentin156 Valentine157
Valentini161 Valer162 Valeri163 Valerio164 Valeriu165 Valery166 Vales167 Valet168 Valg169 Valh171 Vali172 Valin173 Valk174
Vall175 Vallad176 Vallan177 Vallar178 Vallau179 Valle181 Vallee182 Vallem183 Valler184 Valles185 Vallet186 Vallett187 Valli188
Vallis189 Vallo191 Vallon192 Vallot193 Vallou194 Valls195 Valm196 Valmy197 Valo198 Valor199 Valp211 Valpy212 Valr213 Vals214
Valt215 Vam216 Van217 Vanb218 Vanbr219 Vanbu221 Vanc222 Vanco223 Vand224 Vande225 Vandel226 Vanden227 Vander228 Vanderbu229
Vanderc231 Vanderd232 Vanderh233 Vanderho234 Vanderl235 Vanderm236 Vanderme237 Vandermo238 Vanderp239 Vanders241 Vanderw242
Vandeu243 Vandev244 Vandi245 Vando246 Vandy247 Vandyk248 Vane249 Vanee252 Vang253 Vanh254 Vanhe255 Vanho256 Vanhu257 Vani258
Vanl259 Vanloo261 Vanm262 Vanmo263 Vann264 Vanne265 Vannes266 Vannet267 Vanni268 Vannin269 Vannu271 Vano272 Vanp273 Vanr274
Vanro275 Vans276 Vansa277 Vansc278 Vansi279 Vansp281 Vant282 Vanu283 Vanv284 Vanw285 Vap286 Var287 Varan288 Varc289 Vard291
Vare292 Varel293 Varen294 Varenn295 Vares296 Varg297 Vargu298 Vari299 Varil311 Varin312 Variu313 Varl314 Varley315 Varlo316
Varn317 Varney318 Varnh319 Varni321 Varnu322 Varo323 Varot324 Varr325 Vart326 Varu327 Vas328 Vasc329 Vasco331 Vase332 Vash333
Vasi334 Vasq335 Vass336 Vassall337 Vasse338 Vassi339 Vast341 Vat342 Vater343 Vath344 Vati345 Vatin346 Vatk347 Vato348 Vatr349
Vatt351 Vatti352 Vau353 Vauban354 Vaubl355 Vauc356 Vauch357 Vaud358 Vaudoy359 Vaudr361 Vaudrey362 Vaug363 Vaughan364 Vaugi372
Vaugo373 Vaul374 Vaulo375 Vault376 Vaum377 Vauq378 Vaus379 Vaut381 Vauv382 Vauvi383 Vaux384 Vauxc387 Vauz388 Vav389 Vavi391
Vay392 Vaz393 Ve394 Veau395 Vec396 Vecchi397 Vecchio398 Vece399 Vecellio411 Vecn412 Veco413 Ved414 Vedd415 Vedo416 Vee417
Veen418 Veer419 Vees421 Veg422 Vegi423 Vegl424 Veh425 Vei426 Veil427 Veit428 Veitch429 Veith431 Vel432 Velas433 Velasq434
Veld435 Vele436 Veli437 Vell438 Velle439 Vello441 Vellu442 Velly443 Velp444 Velt445 Veltr446 Ven447 Venan448 Venc449 Vences451
Vend452 Vendr453 Vene454 Veneg455 Venel456 Venet457 Venez458 Veni459 Venin461 Venn462 Venner463 Venni464 Vent465 Vento466
Ventr467 Ventu468 Venturi469 Venu471 Venut472 Ver473 Verac474 Veral475 Verar476 Verb477 Verbi478 Verbo479 Verc481 Verci482
Verd483 Verdi484 Verdig485 Verdo486 Verdu487 Verdy488 Vere489 Verel491 Verels492 Verg493 Vergar494 Verge495 Verger496 Vergi497
Vergn498 Vergy499 Verh511 Verhag512 Verhe513 Verho514 Verhu515 Veri516 Verin517 Verj518 Verk519 Verl521 Verm522 Verme523
Vermeu524 Vermi525 Vermil526 Vermo527 Vermoo528 Vern529 Verne531 Vernet532 Verneu533 Verney534 Verni536 Vernin537 Verniz538
Verno539 Vernu544 Verny545 Vero546 Veron547 Verona548 Verone549 Verp551 Verpo552 Verr553 Verri554 Verril555 Verrim556 Verrio557
Verro558 Verru559 Vers561 Verschu562 Verse563 Verso564 Verst565 Versto566 Vert567 Verto568 Veru569 Verv571 Verw572 Very573
Verz574 Ves575 Vesey576 Vesi577 Vesl578 Vesp579 Vespu581 Vesq582 Vest583 Vestr584 Vet585 Vetch586 Veth587 Veti588 Vetr589
Vett591 Vetto592 Vetu593 Veu594 Vey595 Veys596 Vez597 Vi598 Vial599 Viale611 Viall612 Vialo613 Vian614 Vianen615 Viani616
Viann617 Viar618 Viardo619 Viart621 Vias622 Viau623 Vib624 Vibi625 Vibn626 Vic627 Vicar628 Vicars629 Vicat631 Vice632
Vicenti633 Vich634 Vici635 Vick636 Vickers637 Vico638 Vicom639 Vicq641 Vict642 Victorin646 Vicu647 Vid648 Vidau651 Vide652
Vidi653 Vido654 Vidu655 Vie656 Viei657 Vieillo658 Viel659 Viell661 Vien662 Vienne663 Vienno664 Vier665 Viet666 Vieu667
Vieus668 Vieuv669 Vieux671 Vig672 Vige673 Viger674 Vigh675 Vigi676 Vigil677 Vign678 Vignal679 Vignau681 Vigne682 Vigner683
Vignes684 Vigni685 Vigno686 Vignon687 Vigny688 Vigo689 Vigor691 Vigr692 Vigu693 Vigui694 Vil695 Vilain696 Vilar697 Vilat698
Vilb699 Vilh711 Vill712 Villaf713 Villal714 Villam715 Villan716 Villano717 Villanu718 Villar719 Villaret721 Villari722
Villars723 Villav727 Ville728 Villec729 Villef731 Villeg732 Villego733 Villeh734 Villel735 Villem736 Villen737 Villene738
Villep739 Villeq741 Viller742 Villerm743 Villero744 Villers745 Villes747 Villet748 Villeu749 Villi751 Villiers752 Villo758
Villon759 Villot761 Vilm762 Vils763 Vim764 Vimo765 Vin766 Vinc767 Vincent768 Vinch776 Vinci777 Vinck778 Vind779 Vindi781
Vine782 Vinet783 Ving784 Vini785 Vink786 Vinn787 Vino788 Vint789 Vinton791 Vio795 Violl796 Viom797 Vion798 Viot799 Vip811
Vipo812 Vir813 Vire814 Virey815 Virg816 Virgin817 Viri818 Virl819 Viru821 Vis822 Visch823 Visco824 Visd828 Vise829 Visi831
Vism832 Viss833 Visse834 Vit835 Vital836 Vitalis837 Vite838 Vitel839 Vitelli841 Viten842 Viter843 Vitet844 Vito845 Vitr846
Vitro847 Vitru848 Vitry849 Vitt851 Vitti852 Vitto853 Vitu854 Viv855 Vivari856 Vive857 Vivi858 Viviani859 Vivien861 Vivier862
Vivo863 Viz864 Vl865 Vlam866 Vlas867 Vle868 Vli869 Vliet871 Vo872 Voelc873 Voell874 Voer875 Voet876 Vog877 Vogel878 Vogh881
Vogi882 Vogl883 Vogo885 Vogt886 Vogu888 Voi889 Voigt891 Voil895 Voir896 Vois897 Voit898 Vol899 Volc911 Volck912 Volckm913
Vold914 Volg915 Volk916 Volke917 Volkh918 Volkm919 Volko921 Volky922 Voll923 Vollm924 Vollw925 Volm926 Voln927 Volney928
Volo929 Volp931 Volpi932 Volpin933 Vols934 Volt935 Voltch936 Volte937 Volto938 Voltr939 Voltu941 Voltz942 Volu943 Volv944
Von945 Vond946 Vonk947 Vono948 Voo949 Voor951 Vop952 Vor953 Voro954 Vors955 Vorster956 Vort957 Vory958 Vos959 Vose961 Vosm968
Voss969 Vossi971 Vou972 Voul973 Vow974 Voy975 Voys976 Voz977 Vr978 Vre979 Vri981 Vries982 Vril983 Vro984 Vs985 Vu986 Vui987
Vuil988 Vuit989 Vul991 Vulp992 Vuls993 Vuo994 Vuy995 Vy996 Vyr997 Vys998 Vz999
Wa111 Waas112 Wac113 Wachs114 Wack115 Wad116 Waddi117 Waddington118 Wade119 Wadh122 Wadl123 Wads124 Wae126 Wael127 Waf128
Wag129 Wagen131 Wagn132 Wah136 Wahlen137 Wai138 Waill139 Wain141 Wais143 Wait144 Waite145 Wak146 Wakef147 Wakeh148 Wakel149
Wal151 Walch152 Walck155 Walco156 Wald157 Walde158 Waldeg159 Waldem161 Walden162 Walder163 Waldm164 Waldo165 Waldor166
Waldr167 Walds168 Wale169 Walei171 Wales172 Walf174 Walg175 Wali176 Walk177 Wall187 Wallc196 Wallen197 Waller198 Walley199
Walli211 Wallingf212 Wallingt213 Wallis214 Wallo215 Walm216 Waln217 Walp218 Walr221 Wals222 Walsh223 Walsi229 Walt231
Walters235 Walth236 Walther237 Walto238 Walw242 Wam243 Wan244 Wand245 Wang246 Wanh247 Wanl248 Wann249 Wans251 Wap252 War253
Warburton254 Ward256 Warde265 Wardl266 Ware267 Waren274 Warh275 Wari276 Warn278 Warner279 Warr286 Warri295 Wart296 Wartens297
Warto298 Warw299 Was312 Waser313 Wash314 Washi316 Washington317 Wass321 Wasser322 Wassi323 Wat324 Waterf325 Waterh326
Waterl327 Waterm328 Waters329 Waterst332 Waterw333 Watk334 Watke335 Watkinson336 Wats337 Watt344 Watti347 Watts348 Wau354
Waut355 Waw356 Way357 Wayl358 Wayn359 We361 Weal362 Weav363 Web364 Webb365 Webbe369 Webber371 Weber373 Webs377 Wech386
Weck387 Wed388 Wede389 Wedel391 Wedg392 Wedgw393 Wee394 Weeks395 Weem397 Weer398 Weev399 Weg411 Wegn412 Weh413 Wehr414 Wei415
Weich416 Weid417 Weidm418 Weig419 Weik421 Weil422 Wein423 Weinm424 Weir425 Weis426 Weise427 Weisk428 Weiss429 Weissen433
Weit434 Weits435 Weitz436 Wek437 Wel438 Welch439 Welck442 Weld443 Welde445 Welh446 Well447 Weller448 Welles449 Wellesl451
Welli452 Wells453 Wellw457 Wels458 Welse459 Welsh461 Welt464 Welw465 Wem466 Wen467 Wenc468 Wend469 Wendl471 Wendo472 Wendt473
Weng474 Weni475 Wenl476 Went477 Wentz481 Wenz482 Wep483 Wer484 Werde485 Were486 Weren487 Werf488 Werl489 Wern491 Werner492
Wernh495 Werni496 Werns497 Werp498 Wert499 Wes511 Wesen512 Wesl513 Wess515 West516 Westb523 Westc524 Weste525 Wester526
Westerm527 Westg528 Westh529 Westm531 Westmi532 Westmo533 Westo534 Westp537 Westr538 Wet539 Wetm541 Wett542 Wetts543 Wetz544
Wex545 Wey546 Weye547 Weyl548 Weym549 Wh551 Whal552 Whart553 What555 Whe556 Wheatl557 Wheato558 Whed559 Whee561 Wheeler562
Wheelo565 Wheelw566 Whelp567 Whet568 Whew569 Whi571 Whid572 Whip573 Whis576 Whit577 Whitb579 Whitc581 White582 Whitef591
Whiteh592 Whiteho593 Whitel594 Whitf595 Whitg596 Whiti597 Whiting598 Whitm614 Whitmore616 Whitney617 Whitt624 Whitti625
Whitting626 Whittl627 Whitw628 Why629 Wi631 Wib632 Wic633 Wichi634 Wichm635 Wick636 Wickh637 Wid638 Wide639 Widm641 Wie642
Wiede643 Wiedem644 Wieg645 Wiel646 Wien647 Wier648 Wies649 Wiese651 Wiess652 Wif653 Wig654 Wigg655 Wiggl656 Wigh657 Wightm658
Wigm659 Wign661 Wigr662 Wik663 Wil664 Wilbr665 Wilbu666 Wilc667 Wild668 Wildb669 Wilde671 Wilder673 Wildm674 Wildt675 Wile676
Wilf677 Wilh678 Wili679 Wilk681 Wilkes682 Wilki683 Wilkins684 Wilkinson686 Wilks688 Will689 Willar691 Willc697 Wille698
Willem699 Willen711 Willer712 Willes713 Willey714 Willi715 William716 Williams721 Williamson729 Willin733 Willis734 Willist736
Willm737 Willmo738 Willo739 Wills741 Willso742 Wilm743 Wilmo744 Wilr745 Wils746 Wilt755 Wim757 Win758 Winche759 Winck761
Winckl762 Wind763 Windh764 Windi765 Winds766 Wine767 Wines768 Wing769 Wingf771 Wingr772 Wink773 Winkelm774 Winkl775 Winn776
Wins777 Winslow778 Winst783 Wint784 Winterf788 Winth789 Winthrop791 Wintr794 Winw795 Wio796 Wip797 Wir798 Wirt799 Wis811
Wise812 Wisem814 Wisn815 Wiss816 Wist817 Wisw818 Wit819 Wite821 With822 Witheri823 Withers824 Witi825 Wits826 Witt827 Witte828
Witten829 Wittg831 Witti832 Witz833 Witzl834 Wix835 Wl836 Wo837 Wod838 Wodes839 Woe841 Woel842 Woer843 Wof844 Wog845 Woh846
Woi847 Wol848 Wolcott849 Wold852 Wolf853 Wolffe856 Wolfg859 Wolfr861 Wolk862 Woll863 Wolle864 Wolm865 Wolo866 Wols867 Wolt868
Woltm869 Wolz871 Wom872 Woo873 Woodbri882 Woodbu884 Woodc886 Woodf887 Woodh888 Woodho889 Woodhu891 Woodm892 Woodr893 Woods894
Woodw899 Wool913 Woolm914 Woolr915 Wools916 Woolw917 Woot918 Wor919 Word924 Wordsw925 Worl927 Worm928 Woro929 Wors931 Wort932
Worthington933 Wortl935 Wot936 Wott937 Wou938 Wr939 Wran941 Wrat942 Wrax943 Wre944 Wren945 Wri946 Wright947 Wris955 Writ956
Wro957 Wroth958 Wu959 Wul961 Wulfh962 Wulfr963 Wulfs964 Wun965 Wuns966 Wur967 Wurm968 Wurt969 Wurtz971 Wurz972 Wus973 Wy974
Wyatt975 Wyc977 Wyd978 Wye979 Wyk981 Wyl982 Wyle983 Wym984 Wyn985 Wynf986 Wyng987 Wynn988 Wynt991 Wyo992 Wyr993 Wys994 Wyss995
Wyt996 Wytt997 Wyv998 Wz999
Xa1 Xan2 Xav3 Xe4 Xen5 Xer6 Xl7 Xn8 Xy9
Ya11 Yac12 Yah13 Yai14 Yak15 Yal16 Yale17 Yales19 Yan21 Yane22 Yani23 Yann24 Yao25 Yar26 Yard27 Yarf28 Yarr29 Yat31 Yatm35
Yb36 Ye37 Yeam38 Year39 Yeat41 Yeb42 Yef43 Yem44 Yen45 Yeo46 Yep47 Yet48 Yez49 Yh51 Yl52 Yn53 Yo54 Yon55 Yor61 Yorke64 Yot66
You67 Young68 Youngm79 Youngs81 Yous82 Youss83 Yoz84 Yp85 Yps86 Yr87 Yri88 Yrie89 Ys91 Ysen92 Yss93 Yu94 Yule95 Yv96 Yve97
Yves98 Yvo99
Za11 Zab12 Zac13 Zacco14 Zach15 Zachar16 Zacu17 Zag18 Zah19 Zai21 Zal22 Zam23 Zambo24 Zamo25 Zamp26 Zan27 Zane28 Zang29
Zani31 Zann32 Zano33 Zant34 Zap35 Zar36 Zari37 Zaro38 Zau39 Ze41 Zec42 Zed43 Zeg44 Zei45 Zeif46 Zeis47 Zeit48 Zel49 Zell51
Zelo52 Zelt53 Zen54 Zeno55 Zent56 Zep57 Zer58 Zes59 Zet61 Zeu62 Zev63 Zi64 Zie65 Zieg66 Zies67 Zif68 Zil69 Zim71 Zimmer72
Zimmermann73 Zin77 Zink78 Zinz79 Zir81 Zit82 Zo83 Zoc84 Zoe85 Zol86 Zon87 Zop88 Zot89 Zou91 Zs92 Zu93 Zuc94 Zun95 Zur96 Zw97
Zwi98 Zy99
`;
